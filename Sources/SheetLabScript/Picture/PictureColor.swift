import SheetLabCore

/// An sRGB colour of the pictures; every picture takes its colours from here, so the terminal,
/// the HTML film and the SVG filmstrip look alike.
public struct PictureColor: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double

    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A colour from 0-255 channels.
    init(_ red: Int, _ green: Int, _ blue: Int) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue))
    }

    /// What the presenting screen shows beneath every sheet.
    public static let background = PictureColor(223, 228, 236)
    /// How much the safe-area insets (the status bar and home indicator areas) darken whatever
    /// is drawn there: black at this opacity over the whole picture, so they show over content too.
    public static let insetShade = 0.09
    /// The phone's frame around the screen.
    public static let bezel = PictureColor(38, 41, 48)
    /// The content of every sheet.
    public static let content = PictureColor(252, 252, 253)
    /// The finger.
    public static let finger = PictureColor(239, 68, 68)
    /// What a backdrop dims toward: black, at the backdrop's opacity.
    public static let shade = PictureColor(0, 0, 0)

    /// The accent of each kind: its content's border, the sheet's detent marks, the edge bubble.
    public static func accent(of kind: Kind) -> PictureColor {
        switch kind {
        case .screen: PictureColor(59, 130, 246)
        case .modal: PictureColor(139, 92, 246)
        case .sheet: PictureColor(20, 184, 166)
        case .edge: PictureColor(249, 115, 22)
        }
    }

    /// `other` drawn over this colour at `opacity` (clamped to [0, 1]).
    func blended(with other: PictureColor, opacity: Double) -> PictureColor {
        let alpha = min(max(opacity, 0), 1)
        return PictureColor(
            red: red + (other.red - red) * alpha, green: green + (other.green - green) * alpha,
            blue: blue + (other.blue - blue) * alpha)
    }

    /// The channels rounded to 0-255, as an 8-bit screen shows them.
    public var bytes: (Int, Int, Int) {
        func byte(_ value: Double) -> Int { Int(min(max(value, 0), 255).rounded()) }
        return (byte(red), byte(green), byte(blue))
    }

    /// `#rrggbb`.
    public var hex: String {
        let (red, green, blue) = bytes
        let digits = Array("0123456789abcdef")
        return "#" + [red, green, blue].map { "\(digits[$0 / 16])\(digits[$0 % 16])" }.joined()
    }
}
