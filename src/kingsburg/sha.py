"""SHA-256 without loading OpenSSL's hash machinery.

``hashlib`` sets up every OpenSSL digest when imported (about 0.6 MiB of the app's memory,
more than a tenth of what it adds to a bare Textual app), while the app only ever needs
SHA-256 over a few hundred bytes at a time. CPython carries its own SHA-256 (``_sha256``,
``_sha2`` from 3.12), which gives the same digests; ``hashlib`` is the fallback for a Python
built without it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

__all__ = ["sha256"]

if TYPE_CHECKING:
    from hashlib import sha256
else:
    try:
        from _sha2 import sha256
    except ImportError:
        try:
            from _sha256 import sha256
        except ImportError:
            from hashlib import sha256
