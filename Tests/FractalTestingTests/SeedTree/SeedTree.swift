// The sample app Root → Login | Main written in seed 000's style (a presenters
// protocol per screen, `Presentable` view models, an `Action` to log in, a keyed
// list of row view models): the tree that the tests of FractalTesting's recording
// containers drive, and that their doc comments and the DocC article "Testing
// View Models" show. Examples/LoginSample is the same app as `ViewModel`s,
// whose models and services (`Item`, `User`, `AppServices`, `AuthService`,
// `ItemsService`) this tree uses.

import Fractal
import LoginSample

/// The seed-style sample tree's types.
enum SeedTree {}
