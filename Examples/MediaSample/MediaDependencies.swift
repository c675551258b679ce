/// Everything the media app's scenes may need, as a composition of `Has…`
/// protocols (MVVM-C): built once at the root (``MediaServices``) and passed
/// down explicitly. Each scene asks only for the `Has…` protocols it uses.
public typealias MediaDependencies = HasMovieCatalogService & HasAuthService & HasRecommendationService & Sendable
