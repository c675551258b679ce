// fractal-demo: the sample tree (Root → Login | Main) presented by terminal views.
//
//   swift run fractal-demo                       interactive
//   swift run fractal-demo --script FILE         one command per line, prints each screen
//   swift run fractal-demo --username ada --password lovelace
import Dispatch
import Foundation

struct Options {
    var script: [String]?
    var username: String?
    var password: String?
}

let usage = """
    usage: fractal-demo [--script FILE] [--username NAME] [--password TEXT]
      --script FILE      read commands from FILE, one per line, and print each screen
      --username NAME    fill in the username field
      --password TEXT    fill in the password field
    """

func parseOptions(_ arguments: [String]) -> Options {
    var options = Options()
    var remaining = arguments[...]
    while let flag = remaining.popFirst() {
        if flag == "--help" || flag == "-h" {
            print(usage)
            exit(0)
        }
        guard ["--script", "--username", "--password"].contains(flag), let value = remaining.popFirst() else {
            FileHandle.standardError.write(Data("fractal-demo: unexpected argument '\(flag)'\n\(usage)\n".utf8))
            exit(2)
        }
        switch flag {
        case "--script":
            guard let text = try? String(contentsOfFile: value, encoding: .utf8) else {
                FileHandle.standardError.write(Data("fractal-demo: cannot read script '\(value)'\n".utf8))
                exit(2)
            }
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }  // the file's final newline ends a line, it is not one
            options.script = lines
        case "--username": options.username = value
        default: options.password = value
        }
    }
    return options
}

/// Lines of input: the script's, or standard input's, read off the main thread.
func inputLines(script: [String]?) -> AsyncStream<String> {
    AsyncStream { continuation in
        if let script {
            for line in script { continuation.yield(line) }
            continuation.finish()
            return
        }
        Thread.detachNewThread {
            while let line = readLine(strippingNewline: true) { continuation.yield(line) }
            continuation.finish()
        }
    }
}

let options = parseOptions(Array(CommandLine.arguments.dropFirst()))
let isInteractive = options.script == nil && isatty(STDIN_FILENO) == 1
let demo = Demo(isInteractive: isInteractive, usesANSI: isatty(STDOUT_FILENO) == 1)

@MainActor
func quit() async -> Never {
    await demo.stop()
    demo.sayGoodbye()
    exit(0)
}

// Ctrl-C quits cleanly: the root presentation is disposed and the terminal restored.
signal(SIGINT, SIG_IGN)
let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
interrupt.setEventHandler { Task { @MainActor in await quit() } }
interrupt.resume()

Task { @MainActor in
    await demo.start(username: options.username, password: options.password)
    for await line in inputLines(script: options.script) {
        guard await demo.handle(line) else { break }
    }
    await quit()
}

dispatchMain()
