import Foundation
import Fractal
import Standups

extension StandupsApp {
    /// The app in `world`, showing `storageError` (a failed load) from the start.
    package convenience init(_ world: World, storageError: StorageError?) {
        self.init(world)
        modify { $0.storageError = storageError }
    }

    /// Deletes the stand-ups at `offsets` of the list.
    package func deleteStandups(atOffsets offsets: [Int]) { world.standups.modify { $0.remove(atOffsets: offsets) } }
}
