/// Something that provides a ``RecommendationService``.
public protocol HasRecommendationService {
    /// The recommendation service.
    var recommendationService: any RecommendationService { get }
}
