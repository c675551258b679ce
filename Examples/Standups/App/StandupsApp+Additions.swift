import Foundation
import Fractal

extension StandupsApp {
    /// The app in `world`, showing `storageError` (a failed load) from the start.
    convenience init(_ world: World, storageError: StorageError?) {
        self.init(world)
        modify { $0.storageError = storageError }
    }

    /// Deletes the stand-ups at `offsets` of the list.
    func deleteStandups(atOffsets offsets: [Int]) { world.standups.modify { $0.remove(atOffsets: offsets) } }
}
