/// A decoded PNG, enough to read the screenshots headless Chromium writes: 8-bit greyscale, RGB
/// or RGBA, not interlaced. Pixels are RGBA bytes, row by row from the top left.
///
/// The decoder follows the PNG specification (chunks, zlib-wrapped DEFLATE of RFC 1951, the five
/// scanline filters); it exists so that tests compare rendered pixels without a library.
struct PNGImage {
    var width: Int
    var height: Int
    /// `width * height * 4` bytes.
    var pixels: [UInt8]

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    /// The pixel at (x, y) as red, green, blue, alpha.
    func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let offset = (y * width + x) * 4
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
    }

    init(_ bytes: [UInt8]) throws {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count > 8, Array(bytes[0..<8]) == signature else {
            throw Malformed(description: "no PNG signature")
        }
        var offset = 8
        var header: [UInt8] = []
        var data: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length =
                Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
                | Int(bytes[offset + 3])
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let start = offset + 8
            guard start + length + 4 <= bytes.count else {
                throw Malformed(description: "chunk \(type) runs past the end")
            }
            let body = bytes[start..<(start + length)]
            switch type {
            case "IHDR": header = Array(body)
            case "IDAT": data += body
            default: break
            }
            offset = start + length + 4
            if type == "IEND" { break }
        }
        guard header.count == 13 else { throw Malformed(description: "no IHDR") }
        func word(_ index: Int) -> Int {
            Int(header[index]) << 24 | Int(header[index + 1]) << 16 | Int(header[index + 2]) << 8
                | Int(header[index + 3])
        }
        width = word(0)
        height = word(4)
        let depth = header[8]
        let colorType = header[9]
        guard depth == 8, header[12] == 0 else {
            throw Malformed(description: "depth \(depth), interlace \(header[12])")
        }
        let channels: Int
        switch colorType {
        case 0: channels = 1
        case 2: channels = 3
        case 6: channels = 4
        default: throw Malformed(description: "colour type \(colorType)")
        }
        guard data.count > 2 else { throw Malformed(description: "no image data") }
        var inflater = Inflater(Array(data.dropFirst(2)))
        let raw = try inflater.inflate()
        let stride = width * channels
        guard raw.count >= height * (stride + 1) else { throw Malformed(description: "short image data") }
        var rows = [UInt8](repeating: 0, count: height * stride)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            for x in 0..<stride {
                let value = raw[y * (stride + 1) + 1 + x]
                let left = x >= channels ? Int(rows[y * stride + x - channels]) : 0
                let up = y > 0 ? Int(rows[(y - 1) * stride + x]) : 0
                let upLeft = y > 0 && x >= channels ? Int(rows[(y - 1) * stride + x - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4:
                    let estimate = left + up - upLeft
                    let (a, b, c) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                    predictor = a <= b && a <= c ? left : b <= c ? up : upLeft
                default: throw Malformed(description: "filter \(filter)")
                }
                rows[y * stride + x] = UInt8(truncatingIfNeeded: Int(value) + predictor)
            }
        }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for index in 0..<(width * height) {
            switch channels {
            case 1:
                for channel in 0..<3 { pixels[index * 4 + channel] = rows[index] }
            case 3:
                for channel in 0..<3 { pixels[index * 4 + channel] = rows[index * 3 + channel] }
            default:
                for channel in 0..<4 { pixels[index * 4 + channel] = rows[index * 4 + channel] }
            }
        }
        self.pixels = pixels
    }
}

/// RFC 1951 DEFLATE: stored, fixed-Huffman and dynamic-Huffman blocks.
private struct Inflater {
    let input: [UInt8]
    var position = 0
    var bitBuffer = 0
    var bitCount = 0
    var output: [UInt8] = []

    init(_ input: [UInt8]) {
        self.input = input
    }

    mutating func bits(_ count: Int) throws -> Int {
        while bitCount < count {
            guard position < input.count else { throw PNGImage.Malformed(description: "deflate data ends early") }
            bitBuffer |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << count) - 1)
        bitBuffer >>= count
        bitCount -= count
        return value
    }

    /// A canonical Huffman code: symbol counts per length and symbols in code order.
    struct Code {
        var counts: [Int]
        var symbols: [Int]

        init(lengths: [Int]) {
            counts = [Int](repeating: 0, count: 16)
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    mutating func decode(_ code: Code) throws -> Int {
        var value = 0
        var first = 0
        var index = 0
        for length in 1..<16 {
            value |= try bits(1)
            let count = code.counts[length]
            if value - first < count { return code.symbols[index + value - first] }
            index += count
            first = (first + count) << 1
            value <<= 1
        }
        throw PNGImage.Malformed(description: "bad Huffman code")
    }

    static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    mutating func inflate() throws -> [UInt8] {
        var last = 0
        while last == 0 {
            last = try bits(1)
            switch try bits(2) {
            case 0:
                bitBuffer = 0
                bitCount = 0
                guard position + 4 <= input.count else { throw PNGImage.Malformed(description: "stored block header") }
                let length = Int(input[position]) | Int(input[position + 1]) << 8
                position += 4
                guard position + length <= input.count else { throw PNGImage.Malformed(description: "stored block") }
                output += input[position..<(position + length)]
                position += length
            case 1:
                let literal = Code(
                    lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
                        + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8))
                try codes(literal, Code(lengths: [Int](repeating: 5, count: 30)))
            case 2:
                let literalCount = try bits(5) + 257
                let distanceCount = try bits(5) + 1
                let lengthCount = try bits(4) + 4
                let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
                var lengthLengths = [Int](repeating: 0, count: 19)
                for index in 0..<lengthCount { lengthLengths[order[index]] = try bits(3) }
                let lengthCode = Code(lengths: lengthLengths)
                var lengths: [Int] = []
                while lengths.count < literalCount + distanceCount {
                    let symbol = try decode(lengthCode)
                    switch symbol {
                    case 0..<16: lengths.append(symbol)
                    case 16:
                        guard let previous = lengths.last else { throw PNGImage.Malformed(description: "repeat") }
                        lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
                    case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
                    default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
                    }
                }
                try codes(
                    Code(lengths: Array(lengths[0..<literalCount])),
                    Code(lengths: Array(lengths[literalCount..<(literalCount + distanceCount)])))
            default:
                throw PNGImage.Malformed(description: "block type 3")
            }
        }
        return output
    }

    mutating func codes(_ literal: Code, _ distance: Code) throws {
        while true {
            let symbol = try decode(literal)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < Self.lengthBase.count else { throw PNGImage.Malformed(description: "length symbol") }
                let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
                let distanceSymbol = try decode(distance)
                guard distanceSymbol < Self.distanceBase.count else {
                    throw PNGImage.Malformed(description: "distance")
                }
                let back = Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
                guard back <= output.count else { throw PNGImage.Malformed(description: "distance too far") }
                let start = output.count - back
                for offset in 0..<length { output.append(output[start + offset]) }
            }
        }
    }
}
