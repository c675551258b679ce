/// How a failure names where it happened: the file name (not its module or
/// folder) and line of the failed call, then the message.
///
/// - Parameters:
///   - fileID: The file of the call, as `#fileID` spells it.
///   - line: The line of the call.
///   - message: The explanation.
/// - Returns: `File.swift:42: message`.
func describeFailure(fileID: String, line: Int, message: String) -> String {
    "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line): \(message)"
}
