import CZlib
import Foundation

/// A PNG decoded to RGB pixels: enough of the format for Chromium's screenshots (8-bit RGB or
/// RGBA, not interlaced), with zlib's inflate and every chunk's CRC checked.
struct PNGImage {
    /// Why a file could not be decoded.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// An sRGB pixel.
    struct Pixel: Equatable, CustomStringConvertible {
        var red: Int
        var green: Int
        var blue: Int

        var description: String { "rgb(\(red), \(green), \(blue))" }

        /// The sum of the channels' absolute differences.
        func distance(to other: Pixel) -> Int {
            abs(red - other.red) + abs(green - other.green) + abs(blue - other.blue)
        }
    }

    let width: Int
    let height: Int
    /// RGB, row by row, 3 bytes a pixel.
    private let bytes: [UInt8]

    /// The pixel at (`x`, `y`), from the top-left corner.
    subscript(x: Int, y: Int) -> Pixel {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width) x \(height)")
        let offset = (y * width + x) * 3
        return Pixel(red: Int(bytes[offset]), green: Int(bytes[offset + 1]), blue: Int(bytes[offset + 2]))
    }

    init(contentsOf path: String) throws {
        let data = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count > 8, Array(data[0..<8]) == signature else { throw Failure(description: "not a PNG: \(path)") }
        var offset = 8
        var header: [UInt8] = []
        var compressed: [UInt8] = []
        func bigEndian(_ at: Int) -> Int {
            Int(data[at]) << 24 | Int(data[at + 1]) << 16 | Int(data[at + 2]) << 8 | Int(data[at + 3])
        }
        while offset + 12 <= data.count {
            let length = bigEndian(offset)
            let type = String(decoding: data[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard offset + 12 + length <= data.count else { throw Failure(description: "chunk \(type) is cut short") }
            let body = Array(data[(offset + 8)..<(offset + 8 + length)])
            let expected = UInt(bigEndian(offset + 8 + length))
            let actual = Array(data[(offset + 4)..<(offset + 8 + length)]).withUnsafeBufferPointer {
                crc32(0, $0.baseAddress, UInt32($0.count))
            }
            guard actual == expected else { throw Failure(description: "chunk \(type) fails its CRC") }
            switch type {
            case "IHDR": header = body
            case "IDAT": compressed += body
            default: break
            }
            offset += 12 + length
            if type == "IEND" { break }
        }
        guard header.count == 13 else { throw Failure(description: "no IHDR") }
        let width = Int(header[0]) << 24 | Int(header[1]) << 16 | Int(header[2]) << 8 | Int(header[3])
        let height = Int(header[4]) << 24 | Int(header[5]) << 16 | Int(header[6]) << 8 | Int(header[7])
        let depth = header[8]
        let colorType = header[9]
        guard depth == 8, colorType == 2 || colorType == 6, header[12] == 0 else {
            throw Failure(
                description: "unsupported PNG: depth \(depth), colour type \(colorType), interlace \(header[12])")
        }
        let channels = colorType == 6 ? 4 : 3
        let stride = width * channels
        var raw = [UInt8](repeating: 0, count: height * (stride + 1))
        var rawLength = UInt(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { output in
            compressed.withUnsafeBufferPointer { input in
                uncompress(output.baseAddress, &rawLength, input.baseAddress, UInt(input.count))
            }
        }
        guard status == Z_OK, rawLength == UInt(raw.count) else {
            throw Failure(description: "inflate failed (\(status)) or gave \(rawLength) of \(raw.count) bytes")
        }
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        var previous = [UInt8](repeating: 0, count: stride)
        var line = [UInt8](repeating: 0, count: stride)
        for row in 0..<height {
            let start = row * (stride + 1)
            let filter = raw[start]
            for index in 0..<stride {
                let value = Int(raw[start + 1 + index])
                let left = index >= channels ? Int(line[index - channels]) : 0
                let up = Int(previous[index])
                let upLeft = index >= channels ? Int(previous[index - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let estimate = left + up - upLeft
                    let (toLeft, toUp, toUpLeft) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                    predicted = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft
                default: throw Failure(description: "unknown filter \(filter) on row \(row)")
                }
                line[index] = UInt8((value + predicted) & 0xFF)
            }
            for column in 0..<width {
                for channel in 0..<3 {
                    rgb[(row * width + column) * 3 + channel] = line[column * channels + channel]
                }
            }
            swap(&previous, &line)
        }
        self.width = width
        self.height = height
        self.bytes = rgb
    }
}
