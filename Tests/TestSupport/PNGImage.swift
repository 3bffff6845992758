import CZlib
import Foundation

/// The pixels of an 8-bit, non-interlaced RGB or RGBA PNG: what rsvg-convert and Chromium write.
///
/// Enough of PNG to probe real renderers' output from tests without another tool in the loop.
public struct PNGImage {
    public let width: Int
    public let height: Int
    /// RGBA, row-major.
    /// Every pixel's channels, row by row, as the file stores them after unfiltering.
    public let pixels: [UInt8]

    public struct DecodeError: Error, CustomStringConvertible {
        public let description: String
    }

    public init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else { throw DecodeError(description: "cannot read \(path)") }
        try self.init(bytes: [UInt8](data))
    }

    public init(bytes: [UInt8]) throws {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw DecodeError(description: "not a PNG") }
        func u32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        var i = 8, width = 0, height = 0, channels = 0
        var compressed: [UInt8] = []
        while i + 8 <= bytes.count {
            let length = u32(i), type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            let body = (i + 8)..<min(i + 8 + length, bytes.count)
            switch type {
            case "IHDR":
                width = u32(body.lowerBound); height = u32(body.lowerBound + 4)
                let depth = bytes[body.lowerBound + 8], color = bytes[body.lowerBound + 9], interlace = bytes[body.lowerBound + 12]
                guard depth == 8, color == 2 || color == 6, interlace == 0 else {
                    throw DecodeError(description: "unsupported PNG: depth \(depth), colour type \(color), interlace \(interlace)")
                }
                channels = color == 6 ? 4 : 3
            case "IDAT": compressed += bytes[body]
            default: break
            }
            i = body.upperBound + 4  // skip the CRC
        }
        guard width > 0, height > 0, channels > 0 else { throw DecodeError(description: "PNG without IHDR") }
        let stride = width * channels
        var raw = [UInt8](repeating: 0, count: height * (stride + 1))
        var rawLength = uLongf(raw.count)
        let status = compressed.withUnsafeBufferPointer { src in
            raw.withUnsafeMutableBufferPointer { dst in
                uncompress(dst.baseAddress, &rawLength, src.baseAddress, uLong(src.count))
            }
        }
        guard status == Z_OK, Int(rawLength) == raw.count else { throw DecodeError(description: "zlib status \(status)") }
        self.width = width
        self.height = height
        self.pixels = try Self.unfilter(raw, width: width, height: height, channels: channels)
    }

    /// Undoes PNG's per-row filters (None, Sub, Up, Average, Paeth) and widens RGB to RGBA.
    private static func unfilter(_ raw: [UInt8], width: Int, height: Int, channels: Int) throws -> [UInt8] {
        let stride = width * channels
        var current = [UInt8](repeating: 0, count: stride), previous = current
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            let row = raw[(y * (stride + 1) + 1)..<((y + 1) * (stride + 1))]
            for (x, byte) in row.enumerated() {
                let a = x >= channels ? Int(current[x - channels]) : 0
                let b = Int(previous[x])
                let c = x >= channels ? Int(previous[x - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: throw DecodeError(description: "bad filter \(filter) on row \(y)")
                }
                current[x] = UInt8(truncatingIfNeeded: Int(byte) + predictor)
            }
            for x in 0..<width {
                for k in 0..<channels { rgba[(y * width + x) * 4 + k] = current[x * channels + k] }
            }
            swap(&previous, &current)
        }
        return rgba
    }

    /// The pixel at column `x`, row `y`, as 8-bit red, green, blue, alpha.
    public func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let i = (y * width + x) * 4
        return (Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2]), Int(pixels[i + 3]))
    }

    /// True when the pixel is within `tolerance` of the colour on every channel (alpha ignored).
    public func pixel(_ x: Int, _ y: Int, isCloseTo rgb: (Int, Int, Int), tolerance: Int = 3) -> Bool {
        let p = pixel(x, y)
        return abs(p.r - rgb.0) <= tolerance && abs(p.g - rgb.1) <= tolerance && abs(p.b - rgb.2) <= tolerance
    }
}
