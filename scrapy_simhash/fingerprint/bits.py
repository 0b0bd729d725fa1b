"""The 64-bit fingerprint as a number: its width, Hamming distance, and the signed form
SQL ``BIGINT`` columns store."""

from __future__ import annotations

BITS = 64
MASK64 = (1 << BITS) - 1
_SIGN_BIT = 1 << (BITS - 1)


def hamming_distance(a: int, b: int) -> int:
    """Number of differing bits between two 64-bit fingerprints (signed or unsigned form)."""
    return ((a ^ b) & MASK64).bit_count()


def to_signed64(fp: int) -> int:
    """Map an unsigned fingerprint to the signed range of SQL ``BIGINT`` (two's complement)."""
    if not 0 <= fp <= MASK64:
        raise ValueError(f"not an unsigned 64-bit fingerprint: {fp!r}")
    return fp - (1 << BITS) if fp & _SIGN_BIT else fp


def from_signed64(value: int) -> int:
    """Inverse of :func:`to_signed64`: a ``BIGINT`` back to the unsigned fingerprint."""
    if not -_SIGN_BIT <= value < _SIGN_BIT:
        raise ValueError(f"not a signed 64-bit integer: {value!r}")
    return value & MASK64


def fingerprint_hex(fp: int) -> str:
    """Sixteen lowercase hex digits, zero-padded: ``fingerprint_hex(255) == '00000000000000ff'``."""
    if not 0 <= fp <= MASK64:
        raise ValueError(f"not an unsigned 64-bit fingerprint: {fp!r}")
    return f"{fp:016x}"


def as_unsigned64(fingerprint: int) -> int:
    """A fingerprint given in either form (unsigned, or signed as read from SQL), unsigned;
    anything else is refused."""
    if isinstance(fingerprint, bool) or not isinstance(fingerprint, int):
        raise TypeError(f"fingerprint must be an int, got {type(fingerprint).__name__}")
    if not -_SIGN_BIT <= fingerprint <= MASK64:
        raise ValueError(f"fingerprint {fingerprint} does not fit in 64 bits")
    return fingerprint & MASK64
