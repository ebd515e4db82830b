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


def lan_address() -> str | None:
    """This machine's address on its local network (the one its default route leaves
    by), None when it has none but the loopback. Nothing is sent: connecting a UDP socket
    only picks the route."""
    import socket

    for family, probe in ((socket.AF_INET, "192.0.2.1"), (socket.AF_INET6, "2001:db8::1")):
        try:
            with socket.socket(family, socket.SOCK_DGRAM) as s:
                s.connect((probe, 9))
                address = str(s.getsockname()[0])
        except OSError:
            continue
        if not is_local(address) and not address.startswith("0."):
            return address
    return None
