"""Reading bytes and turning them into text: size limit, binary check, encoding."""

from __future__ import annotations

import codecs
import os
import re
from dataclasses import dataclass
from typing import BinaryIO

from nlp.ingest.constants import (
    BINARY_CONTROL_RATIO,
    BINARY_SNIFF_BYTES,
    CONTROL_BYTES,
    DECLARED_CHARSET_SNIFF_BYTES,
    UTF8_STRAY_BYTES_FLOOR,
    UTF8_STRAY_BYTES_PER_CHAR,
    UTF16_MAX_OTHER_NUL_SHARE,
    UTF16_MIN_BYTES,
    UTF16_MIN_NUL_SHARE,
    UTF16_MIN_PRINTABLE_SHARE,
    WESTERN_MAX_NON_ASCII,
)

# Longest BOMs first: the UTF-32 LE BOM starts with the UTF-16 LE one.
BOMS: tuple[tuple[bytes, str], ...] = (
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
DECLARED_CHARSET_RES: tuple[re.Pattern[bytes], ...] = (
    re.compile(rb"""<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']""", re.IGNORECASE),
    re.compile(rb"""<meta[^>]*\bcharset\s*=\s*["']?([\w.:-]+)""", re.IGNORECASE),
)
BYTES_PER_MB = 1024 * 1024
READ_CHUNK_BYTES = 256 * 1024
ASCII_BYTES = bytes(range(0x80))
REPLACEMENT_UTF8 = "\ufffd".encode()
STRAY_BYTES_HANDLER = "varometer-cp1252"
TEXT_WHITESPACE = "\t\n\r\f"  # not printable, but text
# Code pages a guess may name for mostly-ASCII news text; others (DOS, Mac) mean damage.
NEWS_CODE_PAGE_PREFIXES = ("cp125", "iso8859", "latin", "koi8")


class ReadError(Exception):
    """An input could not be read or decoded; ``str(error)`` is the reason to report."""


@dataclass(frozen=True)
class Decoded:
    """Text decoded from bytes, with the codec that decoded it."""

    text: str
    encoding: str


def format_mb(n_bytes: int) -> str:
    """Return a byte count as "5.0 MB" (MiB, as the limit is set in them), or in KB or bytes
    below a tenth of a megabyte, where "0.0 MB" would say nothing."""
    if n_bytes >= BYTES_PER_MB // 10:
        return f"{n_bytes / BYTES_PER_MB:.1f} MB"
    return f"{n_bytes / 1024:.1f} KB" if n_bytes >= 1024 else f"{n_bytes} bytes"


def read_limited(path: str, max_bytes: int) -> bytes:
    """Return the bytes of the file at ``path``; raise ReadError if unreadable or too big."""
    try:
        size = os.stat(path).st_size
        if os.path.isdir(path):
            raise ReadError("is a directory")
        if size > max_bytes:
            raise ReadError(_too_large(size, max_bytes))
        with open(path, "rb") as handle:
            return read_stream_limited(handle, max_bytes)
    except OSError as exc:
        raise ReadError(f"cannot read file ({exc.strerror or exc})") from exc


def read_stream_limited(stream: BinaryIO, max_bytes: int) -> bytes:
    """Return all bytes of ``stream``; raise ReadError past ``max_bytes``.

    Reads in chunks rather than trusting a size, so pipes and files that grow while being
    read are caught too, and a small file never costs a ``max_bytes`` buffer.
    """
    chunks: list[bytes] = []
    total = 0
    while True:
        chunk = stream.read(min(READ_CHUNK_BYTES, max_bytes + 1 - total))
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)
        total += len(chunk)
        if total > max_bytes:
            raise ReadError(_too_large(None, max_bytes))


def _too_large(size: int | None, max_bytes: int) -> str:
    """Return the reason text for an input over the size limit."""
    if size is None:  # a pipe: only known to be over the limit
        return f"input too large (over the {format_mb(max_bytes)} limit; see --max-size)"
    return (
        f"file too large ({format_mb(size)}, over the {format_mb(max_bytes)} limit; see --max-size)"
    )


def decode_bytes(data: bytes) -> Decoded:
    """Return ``data`` decoded; raise ReadError when empty, binary or undecodable.

    Order: a BOM; UTF-16 without one (told by its NUL bytes); strict UTF-8; a charset the
    document declares (XML declaration, HTML meta); UTF-8 with a few stray bytes read as
    Windows-1252; Windows-1252 for mostly-ASCII text; charset-normalizer's best guess.
    """
    if not data:
        raise ReadError("empty file")
    bom_codec = _bom_codec(data)
    if bom_codec is None:
        utf16 = _utf16_without_bom(data)
        if utf16 is not None:
            return utf16
        binary = binary_reason(data)
        if binary:
            raise ReadError(binary)
    decoded = _decode(data, bom_codec)
    if decoded is None:
        raise ReadError("undecodable bytes (not UTF-8 and no other encoding fits)")
    if bom_codec is not None and binary_reason(decoded.text.encode("utf-8")):
        raise ReadError("binary file (control characters)")
    return decoded


# File kinds a user may save under a text name, told by their first bytes, so a skip line
# says what the file is ("a PDF") rather than only that it is binary.
BINARY_SIGNATURES: tuple[tuple[bytes, str], ...] = (
    (b"%PDF-", "a PDF"),
    (b"PK\x03\x04", "a ZIP archive (or a Word/Excel file)"),
    (b"\xd0\xcf\x11\xe0", "an old Word/Excel file"),
    (b"\x89PNG", "a PNG image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"GIF8", "a GIF image"),
    (b"\x1f\x8b", "a gzip archive"),
)


def binary_reason(data: bytes) -> str | None:
    """Return why ``data`` looks binary (what it is when its first bytes say, NUL bytes,
    many control bytes), else None."""
    for signature, kind in BINARY_SIGNATURES:
        if data.startswith(signature):
            return f"binary file ({kind}, not text)"
    if b"\x00" in data:
        return "binary file (NUL bytes)"
    sample = data[:BINARY_SNIFF_BYTES]
    controls = len(sample) - len(sample.translate(None, CONTROL_BYTES))
    if sample and controls / len(sample) > BINARY_CONTROL_RATIO:
        return "binary file (control characters)"
    return None


def utf16_codec_without_bom(data: bytes) -> str | None:
    """Return "utf-16-le" or "utf-16-be" when the NUL bytes of ``data`` are those of UTF-16
    text without a BOM, else None.

    Latin-script UTF-16 has a NUL as the high byte of almost every character, so NULs fill
    one parity of the bytes and are (nearly) absent from the other; a binary file's NULs
    fall anywhere.
    """
    sample = data[:BINARY_SNIFF_BYTES]
    if len(sample) < UTF16_MIN_BYTES or b"\x00" not in sample:
        return None
    even, odd = sample[0::2], sample[1::2]
    even_share, odd_share = even.count(0) / len(even), odd.count(0) / len(odd)
    if odd_share >= UTF16_MIN_NUL_SHARE and even_share <= UTF16_MAX_OTHER_NUL_SHARE:
        return "utf-16-le"
    if even_share >= UTF16_MIN_NUL_SHARE and odd_share <= UTF16_MAX_OTHER_NUL_SHARE:
        return "utf-16-be"
    return None


def _utf16_without_bom(data: bytes) -> Decoded | None:
    """Return ``data`` decoded as UTF-16 without a BOM when its NUL bytes say so and the
    text it gives is printable, else None (then it is judged as binary or another codec)."""
    codec = utf16_codec_without_bom(data)
    decoded = _strict(data, codec) if codec else None
    if decoded is None:
        return None
    sample = decoded.text[:BINARY_SNIFF_BYTES]
    printable = sum(ch.isprintable() or ch in TEXT_WHITESPACE for ch in sample)
    return decoded if printable >= len(sample) * UTF16_MIN_PRINTABLE_SHARE else None


def _bom_codec(data: bytes) -> str | None:
    """Return the codec named by the byte order mark ``data`` starts with, else None."""
    for bom, codec in BOMS:
        if data.startswith(bom):
            return codec
    return None


def _decode(data: bytes, bom_codec: str | None) -> Decoded | None:
    """Return ``data`` decoded by the first codec that fits, else None."""
    if bom_codec is not None:
        return _strict(data, bom_codec)
    decoded = _strict(data, "utf-8")
    if decoded is not None:
        return decoded
    declared = _declared_charset(data)
    if declared is not None:
        decoded = _strict(data, declared)
        if decoded is not None:
            return decoded
    return _utf8_with_strays(data) or _western(data) or _guess(data)


def _strict(data: bytes, codec: str) -> Decoded | None:
    """Return ``data`` decoded strictly with ``codec``, or None when it does not fit."""
    try:
        return Decoded(data.decode(codec), codec)
    except (UnicodeDecodeError, LookupError):
        return None


def _declared_charset(data: bytes) -> str | None:
    """Return the known codec the document declares near its start, else None."""
    head = data[:DECLARED_CHARSET_SNIFF_BYTES]
    for pattern in DECLARED_CHARSET_RES:
        match = pattern.search(head)
        if match:
            try:
                return codecs.lookup(match.group(1).decode("ascii")).name
            except (LookupError, UnicodeDecodeError):
                return None
    return None


def _as_cp1252(error: UnicodeError) -> tuple[str, int]:
    """Codec error handler: read the bytes UTF-8 rejects as Windows-1252."""
    assert isinstance(error, UnicodeDecodeError)
    return error.object[error.start : error.end].decode("cp1252", errors="replace"), error.end


codecs.register_error(STRAY_BYTES_HANDLER, _as_cp1252)


def _utf8_with_strays(data: bytes) -> Decoded | None:
    """Return ``data`` as UTF-8 with its stray bytes read as Windows-1252, else None.

    For UTF-8 text with dashes or quotes pasted from a Windows tool: only when well-formed
    multi-byte characters are there and the invalid sequences are few beside them (see
    ``UTF8_STRAY_BYTES_PER_CHAR``); the encoding recorded says how many there were.
    """
    probe = data.decode("utf-8", errors="replace")
    bad = probe.count("\ufffd") - data.count(REPLACEMENT_UTF8)
    good = sum(1 for ch in probe if ch > "\x7f") - probe.count("\ufffd")
    if good == 0 or bad > max(UTF8_STRAY_BYTES_FLOOR, good * UTF8_STRAY_BYTES_PER_CHAR):
        return None
    text = data.decode("utf-8", errors=STRAY_BYTES_HANDLER)
    plural = "s" if bad > 1 else ""
    return Decoded(text, f"utf-8 ({bad} invalid sequence{plural} read as Windows-1252)")


def _mostly_ascii(data: bytes) -> bool:
    """True when at most WESTERN_MAX_NON_ASCII of ``data``'s bytes are above 0x7F."""
    return len(data.translate(None, ASCII_BYTES)) <= len(data) * WESTERN_MAX_NON_ASCII


def _western(data: bytes) -> Decoded | None:
    """Return ``data`` decoded as Windows-1252 when it is mostly ASCII, else None."""
    return _strict(data, "cp1252") if _mostly_ascii(data) else None


def _guess(data: bytes) -> Decoded | None:
    """Return ``data`` decoded with charset-normalizer's best guess, else None.

    Mostly-ASCII text that the guess gives to a DOS or Mac code page (mac_iceland, cp857)
    is Western text with a byte Windows-1252 leaves undefined (0x81, 0x8D, 0x8F, 0x90,
    0x9D): it is read as Windows-1252 with that byte replaced, since such a code page would
    misread every accented letter. A Windows or ISO code page (cp1250, cp1251) is kept:
    there those bytes are letters ("ť" of "Šťastný").
    """
    # Imported here: it is only needed for the rare non-UTF-8 input.
    from charset_normalizer import from_bytes

    best = from_bytes(data).best()
    if best is None or best.encoding is None:
        return None
    if _mostly_ascii(data) and not best.encoding.startswith(NEWS_CODE_PAGE_PREFIXES):
        text = data.decode("cp1252", errors="replace")
        bad = text.count("\ufffd")
        plural = "s" if bad > 1 else ""
        return Decoded(text, f"cp1252 ({bad} undefined byte{plural} replaced)")
    return _strict(data, best.encoding)
