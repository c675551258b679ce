import Fractal
import FractalTesting
import Testing

/// An article a reader pushed: its likes.
private final class ArticleModel: ViewModel {
    struct State: Equatable {
        var likes = 0
    }
    let states = MutableProperty(State())

    func likeTapped() { modify { $0.likes += 1 } }
}

/// An article's comments, pushed over it, with a sheet that writes one.
private final class CommentsModel: ViewModel {
    struct State: Equatable {
        var draft: DraftModel?
    }
    let states = MutableProperty(State())

    func writeTapped() { modify { $0.draft = DraftModel() } }
}

/// The sheet that writes a comment.
private final class DraftModel: ViewModel {
    struct State: Equatable {
        var text = ""
    }
    let states = MutableProperty(State())

    func textChanged(_ text: String) { modify { $0.text = text } }
}

/// A screen of the reader's stack.
private enum ReaderScreen: Equatable {
    case article(ArticleModel)
    case comments(CommentsModel)
}

/// A stack of screens of different kinds, as an app's root holds them.
private final class ReaderModel: ViewModel {
    struct State: Equatable {
        var path: [ReaderScreen] = []
    }
    let states = MutableProperty(State())

    func push(_ screen: ReaderScreen) { modify { $0.path.append(screen) } }
}

@Suite("A tester finds a view model of the tree by its type")
struct ViewModelTesterFindTests {
    @Test func aScreenOfAnEnumIsReachedAndItsChangeSaidInACheck() {
        let stack = ViewModelTester { _ in ReaderModel() }
        stack.viewModel.push(.article(ArticleModel()))
        stack.expect { $0.path = [.article(ArticleModel())] }
        stack[ArticleModel.self]?.likeTapped()
        stack[ArticleModel.self]?.expect { $0.likes = 1 }
    }

    @Test func aGrandchildIsFoundBelowTheScreenThatShowsIt() {
        let stack = ViewModelTester { _ in ReaderModel() }
        stack.viewModel.push(.comments(CommentsModel()))
        stack.expect { $0.path = [.comments(CommentsModel())] }
        stack[CommentsModel.self]?.writeTapped()
        stack[CommentsModel.self]?.expect { $0.draft = DraftModel() }
        stack[DraftModel.self]?.textChanged("First!")
        stack[DraftModel.self]?.expect { $0.text = "First!" }
    }

    @Test func theViewModelNearestTheRootIsFoundFirstThenTheFirstInTheStack() {
        let stack = ViewModelTester { _ in ReaderModel() }
        stack.viewModel.push(.article(ArticleModel()))
        stack.viewModel.push(.article(ArticleModel()))
        stack.expect { $0.path = [.article(ArticleModel()), .article(ArticleModel())] }
        stack[ArticleModel.self]?.likeTapped()
        stack.expect { state in
            if case .article(let first) = state.path[0] { first.expect { $0.likes = 1 } }
        }
    }

    @Test func aWrongChangeSaidThroughTheTypeFailsTheCheck() {
        withKnownIssue {
            let stack = ViewModelTester { _ in ReaderModel() }
            stack.viewModel.push(.article(ArticleModel()))
            stack.expect { $0.path = [.article(ArticleModel())] }
            stack[ArticleModel.self]?.likeTapped()
            stack[ArticleModel.self]?.expect { $0.likes = 2 }
        } matching: { issue in
            "\(issue)".contains("likes: 2") && "\(issue)".contains(".path[0].article (ArticleModel)")
        }
    }

    @Test func aTypeTheTreeDoesNotShowFailsTheTestAtTheCallAndIsNil() {
        let line = #line + 4
        let found = Locked<[ArticleModel?]>.make([])
        withKnownIssue {
            let stack = ViewModelTester { _ in ReaderModel() }
            let article = stack[ArticleModel.self]
            found.withLock { $0.append(article) }
        } matching: { issue in
            issue.sourceLocation?.line == line && "\(issue)".contains("shows no ArticleModel now")
        }
        #expect(found.withLock { $0.count == 1 && $0[0] == nil })
    }

    @Test func theViewModelUnderTestIsNotFoundBelowItself() {
        withKnownIssue {
            let stack = ViewModelTester { _ in ReaderModel() }
            _ = stack[ReaderModel.self]
        } matching: { issue in
            "\(issue)".contains("shows no ReaderModel now")
        }
    }
}
