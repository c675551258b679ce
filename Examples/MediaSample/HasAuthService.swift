/// Something that provides an ``AuthService``.
public protocol HasAuthService {
    /// The auth service.
    var authService: any AuthService { get }
}
