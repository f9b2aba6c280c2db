import SheetLabCore

#if canImport(Glibc)
    // Links the C math library that `Double.rounded()` calls on Linux.
    import Glibc
#endif

/// SheetLabScript: the command language over a world; returns text, never prints.
public enum SheetLabScript {}
