"""The installed Twisted reactor, for the runtime's timers and thread hand-offs."""

from __future__ import annotations

from typing import Any


def running_reactor() -> Any:
    """The installed reactor. Typed loosely: it provides its features through zope
    interfaces, which mypy cannot check on the module attribute."""
    from twisted.internet import reactor

    return reactor
