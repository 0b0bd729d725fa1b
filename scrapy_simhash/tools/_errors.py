"""The one error the tools raise for problems an operator can fix (bad input, no index)."""

from __future__ import annotations


class ToolError(Exception):
    """A problem the message explains: a missing index, an unreadable file, a bad argument."""
