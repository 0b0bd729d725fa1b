"""Combine feature hashes into 64 one-bit minwise hashes (the ``minwise`` fingerprint).

Bit i is the lowest bit of the smallest feature hash under the i-th of 64 fixed
pseudo-random permutations. Two feature sets with Jaccard similarity J differ in each
bit with probability (1 - J) / 2 (b-bit minwise hashing with b = 1; Li and König,
WWW 2010), so an edit that touches a share f of the words moves about 32 f bits: linear
in f, where SimHash's bits move with the angle between weight vectors (about sqrt(f)).
"""

from __future__ import annotations

import mmh3
import numpy as np

from scrapy_simhash.fingerprint.bits import BITS, MASK64

# Permutation i maps a hash h to finalise(a_i * h + b_i mod 2**64); a_i is odd, so the
# multiply-add is a bijection, and the finaliser spreads its weak low bits. Constants
# come from mmh3 of fixed strings: every machine derives the same ones.
MULTIPLIERS = np.array(
    [(mmh3.hash64(f"minwise-a-{i}", 0)[0] & MASK64) | 1 for i in range(BITS)], np.uint64
)
OFFSETS = np.array([mmh3.hash64(f"minwise-b-{i}", 0)[0] & MASK64 for i in range(BITS)], np.uint64)
FINALISER = 0xFF51AFD7ED558CCD  # MurmurHash3's 64-bit mixing constant
_FINALISER = np.uint64(FINALISER)
_SHIFT = np.uint64(33)
_ONE = np.uint64(1)


def _finalise(values: np.ndarray) -> np.ndarray:
    values = values ^ (values >> _SHIFT)
    values = values * _FINALISER
    return values ^ (values >> _SHIFT)


def combine_minwise(hashes: np.ndarray) -> int:
    """The 64 one-bit minwise hashes of a set of uint64 feature hashes, as one integer
    (bit i = permutation i); 0 for an empty set."""
    if hashes.size == 0:
        return 0
    with np.errstate(over="ignore"):  # arithmetic modulo 2**64 is the point
        permuted = _finalise(hashes[:, None] * MULTIPLIERS[None, :] + OFFSETS[None, :])
        smallest = _finalise(permuted.min(axis=0))
    bits = (smallest & _ONE).astype(np.uint8)
    return int.from_bytes(np.packbits(bits, bitorder="little").tobytes(), "little")
