import Testing

@testable import FractalDemo

@Suite("Bytes from a terminal are read as keys: escape sequences whole, even split, and UTF-8 checked")
struct KeyDecoderTests {
    private func keys(_ chunks: [[UInt8]]) -> [Key] {
        var decoder = KeyDecoder()
        return chunks.flatMap { decoder.keys(from: $0) }
    }

    private func keys(_ text: String) -> [Key] { keys([Array(text.utf8)]) }

    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OD", .left), ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home),
        ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[3~", .delete), ("\u{1B}[1;5C", .wordRight), ("\u{1B}[1;3D", .wordLeft),
        ("\u{1B}[1;2C", .right), ("\u{1B}b", .wordLeft), ("\u{1B}f", .wordRight),
        ("\u{1B}OP", .unbound), ("\u{1B}[15~", .unbound), ("\u{1B}[200~", .unbound), ("\u{1B}[<0;3;4M", .unbound), ("\u{1B}[?1;2c", .unbound),
        ("\u{1B}]0;title\u{07}", .unbound), ("\u{1B}]0;title\u{1B}\\", .unbound), ("\u{1B}P1$r\u{1B}\\", .unbound),
    ])
    func anEscapeSequenceIsOneKey(sequence: String, key: Key) {
        #expect(keys(sequence) == [key])
    }

    @Test func aSequenceSplitAcrossReadsIsOneKey() {
        #expect(keys([[0x1B], Array("[".utf8), Array("1;5".utf8), Array("Cx".utf8)]) == [.wordRight, .text("x")])
        #expect(keys([[0x1B], Array("OA".utf8)]) == [.up])
        #expect(keys([Array("\u{1B}]0;ti".utf8), Array("tle\u{07}a".utf8)]) == [.unbound, .text("a")])
    }

    @Test func aSequenceThatCannotGoOnEndsAndTheByteIsReadAfresh() {
        #expect(keys("\u{1B}[1\rx") == [.unbound, .enter, .text("x")])
        #expect(keys("\u{1B}O\u{7F}") == [.unbound, .backspace])
        #expect(keys("\u{1B}]0;t\ra") == [.unbound, .enter, .text("a")])
        #expect(keys("\u{1B}\u{1B}[A") == [.unbound, .up])
    }

    @Test func aLongParameterListIsReadToItsEnd() {
        #expect(keys("\u{1B}[" + String(repeating: "1;", count: 1000) + "Ab") == [.unbound, .text("b")])
    }

    @Test func controlKeys() {
        #expect(
            keys("\u{01}\u{02}\u{03}\u{04}\u{05}\u{06}\u{08}\u{7F}\u{0B}\u{0E}\u{10}\u{15}\u{17}\t\u{1A}\u{1C}\u{1D}") == [
                .home, .left, .interrupt, .endOfInput, .end, .right, .backspace, .backspace, .deleteToEnd, .down, .up, .deleteToStart,
                .deleteWordBefore, .unbound, .suspend, .quit, .unbound,
            ])
    }

    /// Escape alone cannot be told from Alt without a timeout: the key after
    /// it is typed, unless Alt binds it (b, f) or it starts a sequence.
    @Test func aKeyPressedAfterEscapeIsTypedNotLost() {
        #expect(keys("\u{1B}x") == [.text("x")])
        #expect(keys([[0x1B], Array("x".utf8)]) == [.text("x")])
        #expect(keys("\u{1B}1\u{1B} ") == [.text("1"), .text(" ")])
        #expect(keys("\u{1B}b\u{1B}f") == [.wordLeft, .wordRight])
        #expect(keys("\u{1B}\r") == [.unbound, .enter])
    }

    @Test func crLfIsOneEnterAndLfAloneIsOne() {
        #expect(keys("a\r\nb\nc\r\r") == [.text("a"), .enter, .text("b"), .enter, .text("c"), .enter, .enter])
        #expect(keys([Array("\r".utf8), Array("\n".utf8)]) == [.enter])
    }

    @Test func utf8IsDecodedEvenSplit() {
        let bytes = Array("é€😀".utf8)
        #expect(keys(bytes.map { [$0] }) == [.text("é"), .text("€"), .text("😀")])
    }

    @Test(
        arguments: [
            ([0xFF], "a lone FF"), ([0x80], "a lone continuation byte"), ([0xC0, 0xAF], "an overlong slash"),
            ([0xED, 0xA0, 0x80], "a surrogate"), ([0xF4, 0x90, 0x80, 0x80], "past U+10FFFF"), ([0xE2, 0x82], "a truncated euro sign"),
        ] as [([UInt8], String)])
    func invalidUTF8IsAReplacementCharacterAndTheTextGoesOn(bytes: [UInt8], what: String) {
        let decoded = keys([bytes + Array("a".utf8)])
        #expect(decoded.first == .text("\u{FFFD}"), "\(what)")
        #expect(decoded.last == .text("a"), "\(what)")
        #expect(!decoded.contains { if case .text(let scalar) = $0 { scalar != "\u{FFFD}" && scalar != "a" } else { false } }, "\(what)")
    }

    @Test func c1ControlsAreNotText() {
        #expect(keys("\u{9B}31m") == [.unbound, .text("3"), .text("1"), .text("m")])
    }
}
