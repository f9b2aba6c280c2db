#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C maths library, the one platform difference of SheetLabCore: Glibc's on Linux, Darwin's
/// on macOS; no other file of the module imports either.
///
/// The machines call these and nothing else of C, so a result differs between the platforms only
/// where their `libm`s round differently.
enum Libm {
    /// `e` to the power `x`.
    static func exp(_ x: Double) -> Double {
        #if canImport(Glibc)
            Glibc.exp(x)
        #else
            Darwin.exp(x)
        #endif
    }

    /// The natural logarithm.
    static func log(_ x: Double) -> Double {
        #if canImport(Glibc)
            Glibc.log(x)
        #else
            Darwin.log(x)
        #endif
    }

    /// The sine of `x` radians.
    static func sin(_ x: Double) -> Double {
        #if canImport(Glibc)
            Glibc.sin(x)
        #else
            Darwin.sin(x)
        #endif
    }

    /// The cosine of `x` radians.
    static func cos(_ x: Double) -> Double {
        #if canImport(Glibc)
            Glibc.cos(x)
        #else
            Darwin.cos(x)
        #endif
    }

    /// The square root.
    static func sqrt(_ x: Double) -> Double {
        #if canImport(Glibc)
            Glibc.sqrt(x)
        #else
            Darwin.sqrt(x)
        #endif
    }
}
