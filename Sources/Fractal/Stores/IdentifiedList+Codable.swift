extension IdentifiedList: Encodable where Element: Encodable {
    /// Encodes the elements as an array, in order.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What encoding an element throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for id in ids { try container.encode(elements[id]!) }
    }
}

extension IdentifiedList: Decodable where Element: Decodable {
    /// Decodes an array of elements, in order.
    ///
    /// Decoded data is untrusted: two elements with the same id are a
    /// `DecodingError.dataCorrupted` naming the second one's position,
    /// rather than one of them dropped silently.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` for data that is not an array of elements,
    ///   or that repeats an id.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init()
        while !container.isAtEnd {
            let position = container.currentIndex
            let element = try container.decode(Element.self)
            guard elements[element.id] == nil else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: container.codingPath,
                        debugDescription: "element \(position) repeats the id of an earlier element"
                    )
                )
            }
            ids.append(element.id)
            elements[element.id] = element
        }
    }
}
