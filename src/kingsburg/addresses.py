"""Listening addresses, shared by ``kingsburg serve`` and ``kingsburg host`` (without the
web app's imports, which take seconds)."""

from __future__ import annotations

import ipaddress


def is_local(host: str) -> bool:
    """True for names and addresses that only this machine can reach."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def url_host(host: str) -> str:
    """The host as written in a URL (an IPv6 address goes in brackets)."""
    return f"[{host}]" if ":" in host and not host.startswith("[") else host
