/// Reads keys from the bytes a terminal sends in non-canonical mode:
/// UTF-8 text, control characters and escape sequences (CSI `ESC [ … final`,
/// SS3 `ESC O x`, Alt combinations `ESC x`, and control strings such as
/// OSC `ESC ] … BEL` that a paste may carry).
///
/// A sequence may arrive split across reads: the decoder keeps the partial
/// one and finishes it with the next bytes. Whatever is not text becomes a
/// key, never characters: an unknown sequence is ``Key/unbound``. A byte
/// that cannot start or continue UTF-8 is typed as U+FFFD.
///
/// ESC alone cannot be told from the start of a sequence without a timeout,
/// so the key after a lone Escape is read as an Alt combination: Alt-b and
/// Alt-f move by words, and any other printable key is typed as it is (the
/// Escape before it does nothing), so that a key pressed after Escape is
/// never lost.
struct KeyDecoder {
    private enum State {
        case ground
        /// Inside a UTF-8 sequence of `length` bytes.
        case utf8(bytes: [UInt8], length: Int)
        /// After ESC.
        case escape
        /// After `ESC [`, with the parameter and intermediate bytes so far.
        case csi(parameters: [UInt8])
        /// After `ESC O`.
        case ss3
        /// Inside a control string (`ESC ]`, `ESC P`, `ESC _`, `ESC ^`, `ESC X`).
        case controlString
        /// After ESC inside a control string (`ESC \` ends it).
        case controlStringEscape
    }

    /// The most parameter bytes a CSI sequence keeps; longer ones are read to their end and are ``Key/unbound``.
    private static let parameterLimit = 16

    private var state = State.ground
    /// Whether the last byte was CR, so that an LF right after it is the same Enter.
    private var followsCarriageReturn = false

    /// The keys that `bytes` complete, in order.
    mutating func keys(from bytes: some Sequence<UInt8>) -> [Key] {
        var keys: [Key] = []
        for byte in bytes { decode(byte, into: &keys) }
        return keys
    }

    private mutating func decode(_ byte: UInt8, into keys: inout [Key]) {
        let afterCarriageReturn = followsCarriageReturn
        followsCarriageReturn = false
        switch state {
        case .ground:
            ground(byte, afterCarriageReturn: afterCarriageReturn, into: &keys)
        case .utf8(var bytes, let length):
            guard Self.continues(bytes, with: byte) else {
                state = .ground
                keys.append(.text("\u{FFFD}"))
                return ground(byte, afterCarriageReturn: false, into: &keys)
            }
            bytes.append(byte)
            guard bytes.count == length else {
                state = .utf8(bytes: bytes, length: length)
                return
            }
            state = .ground
            keys.append(Self.key(decoding: bytes))
        case .escape:
            escape(byte, into: &keys)
        case .csi(var parameters):
            switch byte {
            case 0x20...0x3F:
                if parameters.count <= Self.parameterLimit { parameters.append(byte) }
                state = .csi(parameters: parameters)
            case 0x40...0x7E:
                state = .ground
                keys.append(parameters.count > Self.parameterLimit ? .unbound : Self.key(csi: parameters, final: byte))
            default:
                abandonSequence(before: byte, into: &keys)
            }
        case .ss3:
            guard (0x40...0x7E).contains(byte) else { return abandonSequence(before: byte, into: &keys) }
            state = .ground
            keys.append(Self.key(ss3: byte))
        case .controlString:
            switch byte {
            case 0x07:
                state = .ground
                keys.append(.unbound)
            case 0x1B: state = .controlStringEscape
            case 0x00...0x1F: abandonSequence(before: byte, into: &keys)
            default: break
            }
        case .controlStringEscape:
            // ESC \ ends the string; ESC and anything else ends it and starts a new sequence.
            keys.append(.unbound)
            state = .ground
            if byte != UInt8(ascii: "\\") {
                state = .escape
                escape(byte, into: &keys)
            }
        }
    }

    private mutating func ground(_ byte: UInt8, afterCarriageReturn: Bool, into keys: inout [Key]) {
        switch byte {
        case 0x0A where afterCarriageReturn: break
        case 0x0D:
            followsCarriageReturn = true
            keys.append(.enter)
        case 0x1B: state = .escape
        case 0x00...0x1F, 0x7F: keys.append(Self.key(control: byte))
        case 0x20...0x7E: keys.append(.text(Unicode.Scalar(byte)))
        case 0xC2...0xDF: state = .utf8(bytes: [byte], length: 2)
        case 0xE0...0xEF: state = .utf8(bytes: [byte], length: 3)
        case 0xF0...0xF4: state = .utf8(bytes: [byte], length: 4)
        default: keys.append(.text("\u{FFFD}"))  // a continuation byte, C0, C1 or F5–FF: never a start
        }
    }

    private mutating func escape(_ byte: UInt8, into keys: inout [Key]) {
        switch byte {
        case UInt8(ascii: "["): state = .csi(parameters: [])
        case UInt8(ascii: "O"): state = .ss3
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"): state = .controlString
        case 0x1B: keys.append(.unbound)  // Escape pressed twice: the first is alone
        case UInt8(ascii: "b"):
            state = .ground
            keys.append(.wordLeft)
        case UInt8(ascii: "f"):
            state = .ground
            keys.append(.wordRight)
        case 0x20...0x7E:
            state = .ground
            keys.append(.text(Unicode.Scalar(byte)))  // Escape, or Alt, and a key with no Alt binding: the key
        default:
            abandonSequence(before: byte, into: &keys)
        }
    }

    /// Ends a sequence that `byte` cannot continue: the sequence is
    /// ``Key/unbound``, and `byte` is read afresh.
    private mutating func abandonSequence(before byte: UInt8, into keys: inout [Key]) {
        state = .ground
        keys.append(.unbound)
        ground(byte, afterCarriageReturn: false, into: &keys)
    }

    /// Whether `byte` continues the UTF-8 sequence `bytes` (no overlong
    /// forms, no surrogates, nothing past U+10FFFF).
    private static func continues(_ bytes: [UInt8], with byte: UInt8) -> Bool {
        guard bytes.count == 1 else { return byte & 0xC0 == 0x80 }
        switch bytes[0] {
        case 0xE0: return (0xA0...0xBF).contains(byte)
        case 0xED: return (0x80...0x9F).contains(byte)
        case 0xF0: return (0x90...0xBF).contains(byte)
        case 0xF4: return (0x80...0x8F).contains(byte)
        default: return byte & 0xC0 == 0x80
        }
    }

    /// The key of a complete, valid UTF-8 sequence: its scalar, or
    /// ``Key/unbound`` for a C1 control.
    private static func key(decoding bytes: [UInt8]) -> Key {
        var value = UInt32(bytes[0]) & (0xFF >> (bytes.count + 1))
        for byte in bytes.dropFirst() { value = value << 6 | UInt32(byte & 0x3F) }
        guard let scalar = Unicode.Scalar(value), !(0x80...0x9F).contains(value) else { return .unbound }
        return .text(scalar)
    }

    private static func key(control byte: UInt8) -> Key {
        switch byte {
        case 0x01: .home  // Ctrl-A
        case 0x02: .left  // Ctrl-B
        case 0x03: .interrupt  // Ctrl-C
        case 0x04: .endOfInput  // Ctrl-D
        case 0x05: .end  // Ctrl-E
        case 0x06: .right  // Ctrl-F
        case 0x08, 0x7F: .backspace  // Ctrl-H, DEL
        case 0x0A: .enter
        case 0x0B: .deleteToEnd  // Ctrl-K
        case 0x0E: .down  // Ctrl-N
        case 0x10: .up  // Ctrl-P
        case 0x15: .deleteToStart  // Ctrl-U
        case 0x17: .deleteWordBefore  // Ctrl-W
        case 0x1A: .suspend  // Ctrl-Z
        case 0x1C: .quit  // Ctrl-backslash
        default: .unbound
        }
    }

    /// The key of `ESC [ parameters final`: arrows (Ctrl or Alt makes left
    /// and right move by words), Home, End and Delete; anything else
    /// (private parameters such as `<` or `?` included) is unbound.
    private static func key(csi parameters: [UInt8], final: UInt8) -> Key {
        guard parameters.allSatisfy({ $0 == UInt8(ascii: ";") || (0x30...0x39).contains($0) }) else { return .unbound }
        let numbers = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { Int(String(decoding: $0, as: UTF8.self)) }
        let modifier = numbers.count > 1 ? numbers[1] ?? 1 : 1
        let byWord = modifier == 3 || modifier == 5  // Alt, Ctrl
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return byWord ? .wordRight : .right
        case UInt8(ascii: "D"): return byWord ? .wordLeft : .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"):
            switch numbers.first ?? nil {
            case 1, 7: return .home
            case 4, 8: return .end
            case 3: return .delete
            default: return .unbound
            }
        default: return .unbound
        }
    }

    /// The key of `ESC O final`: arrows, Home and End; F1–F4 and the rest are unbound.
    private static func key(ss3 final: UInt8) -> Key {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: .unbound
        }
    }
}
