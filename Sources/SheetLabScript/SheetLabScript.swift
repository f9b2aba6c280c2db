import SheetLabCore

/// SheetLabScript: the command language over a world; returns text, never prints.
public enum SheetLabScript {}
