import Fractal
import FractalTesting
import Testing

/// A list of items kept on disk while presented, showing a failed save.
private final class ShelfModel: ViewModel {
    struct State: Equatable {
        var items: [String] = []
        var storageError: StorageError?
    }
    let states = MutableProperty(State())
    let items: MutableProperty<[String]>
    let storage: MemoryStorage<[String]>

    init(items: MutableProperty<[String]>, storage: MemoryStorage<[String]>) {
        (self.items, self.storage) = (items, storage)
    }

    func whilePresented() -> (any Disposable)? {
        CompositeDisposable([
            bind(\.items, to: items),
            items.persist(to: storage) { [weak self] error in self?.modify { $0.storageError = error } },
        ])
    }

    func add(_ item: String) { items.modify { $0.append(item) } }
}

@Suite("Shared state several view models show is saved, and a failed save is shown")
struct SharedPersistenceTests {
    @Test func eachChangeIsSavedAndAFailedSaveIsShown() {
        let storage = MemoryStorage<[String]>()
        let items = MutableProperty(["Milk"])
        let shelf = ViewModelTester { _ in ShelfModel(items: items, storage: storage) }
        #expect(storage.takeSaves() == [])
        shelf.viewModel.add("Eggs")
        shelf.expect { $0.items = ["Milk", "Eggs"] }
        #expect(storage.takeSaves() == [["Milk", "Eggs"]])
        storage.failNextSave(with: .writeFailed(reason: "disk full"))
        shelf.viewModel.add("Bread")
        shelf.expect {
            $0.items = ["Milk", "Eggs", "Bread"]
            $0.storageError = .writeFailed(reason: "disk full")
        }
        #expect(storage.takeSaves() == [])
        items.value.removeFirst()
        shelf.expect { $0.items = ["Eggs", "Bread"] }
        #expect(storage.takeSaves() == [["Eggs", "Bread"]])
    }

    @Test func savingStopsWithThePresentation() async {
        let storage = MemoryStorage<[String]>()
        let items = MutableProperty(["Milk"])
        let shelf = ViewModelTester { _ in ShelfModel(items: items, storage: storage) }
        await shelf.finish()
        items.value = []
        #expect(storage.takeSaves() == [])
    }
}
