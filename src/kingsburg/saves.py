"""Who owns a save file while its game runs, and the copy kept in the temporary folder when
a save cannot be written at home.

A running game holds an operating-system lock on a small lock file beside its save
(``.autosave.json.lock`` for ``autosave.json``). The system drops the lock when the process
ends, however it ends (even killed), so a lock left by a dead process is never mistaken for
a running game. Another app on the same home neither offers nor overwrites a locked save.

When a save cannot be written (a full disk), the game writes a copy to a private folder in
the temporary folder, named after the save it stands for; a later start moves it home (or
offers it from there while home is still full).
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from kingsburg.errors import FileProblem, KingsburgError, RecordError
from kingsburg.files import read_limited
from kingsburg.record import GameRecord, load_record, save_record_atomic
from kingsburg.sha import sha256


class SaveBusy(KingsburgError):
    """The save belongs to a game running in another window or browser tab."""


def lock_path(save: Path) -> Path:
    return save.with_name(f".{save.name}.lock")


if sys.platform == "win32":
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        # flock, not fcntl locks: two opens in one process exclude each other too (two apps
        # in one test process behave as two processes do).
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True


class SaveLock:
    """The lock a running game holds on its save; released by ``release`` or at exit."""

    def __init__(self, save: Path, fd: int) -> None:
        self.save = save
        self._fd = fd

    @classmethod
    def take(cls, save: Path) -> SaveLock | None:
        """Lock ``save`` for this game; None when a running game holds it. OSError when no
        lock file can be made there (then nothing could be saved there either)."""
        path = lock_path(save)
        path.parent.mkdir(parents=True, exist_ok=True)
        while True:
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
            try:
                if not _try_lock(fd):
                    os.close(fd)
                    return None
                try:  # its last owner may have removed the file between our open and lock
                    same = os.path.samestat(os.fstat(fd), os.stat(path))
                except FileNotFoundError:
                    same = False
                if same:
                    os.ftruncate(fd, 0)
                    os.write(fd, f"{os.getpid()}\n".encode())  # for a person looking
                    return cls(save, fd)
                os.close(fd)
            except BaseException:
                with contextlib.suppress(OSError):
                    os.close(fd)
                raise

    def release(self) -> None:
        if self._fd < 0:
            return
        with contextlib.suppress(OSError):
            lock_path(self.save).unlink()  # tidy: the lock itself is on the open file
        self._close()

    def _close(self) -> None:
        fd, self._fd = self._fd, -1
        if fd >= 0:
            with contextlib.suppress(OSError):
                os.close(fd)

    def __del__(self) -> None:  # a session dropped without ``close`` frees its save
        self._close()


def in_use(save: Path) -> bool:
    """True while a running game (in any process) holds ``save``'s lock. Only looks: it
    creates and removes nothing, so it never disturbs a game taking the lock."""
    try:
        fd = os.open(lock_path(save), os.O_RDWR)
    except OSError:
        return False  # no lock file: nobody has claimed it
    try:
        return not _try_lock(fd)
    except OSError:
        return False  # a file system without locks: no game could have claimed it
    finally:
        os.close(fd)  # closing drops the lock this look may have taken


def free_name(folder: Path, stem: str) -> Path:
    """``folder/stem.json``, or ``stem-2.json``… when that exists or is being claimed."""
    path, k = folder / f"{stem}.json", 1
    while path.exists() or path.is_symlink() or lock_path(path).exists():
        k += 1
        path = folder / f"{stem}-{k}.json"
    return path


def stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S")


# --- copies in the temporary folder -------------------------------------------------------


def fallback_dir(create: bool) -> Path:
    """This user's private folder in the temporary folder (OSError if it is not ours)."""
    uid = os.getuid() if hasattr(os, "getuid") else 0
    folder = Path(tempfile.gettempdir()) / f"kingsburg-{uid}"
    if create:
        folder.mkdir(mode=0o700, exist_ok=True)
    info = os.lstat(folder)  # never follow a link someone else put there
    if not stat.S_ISDIR(info.st_mode) or (hasattr(os, "getuid") and info.st_uid != uid):
        from kingsburg.text import t

        raise PermissionError(t("error-not-private", folder=str(folder)))
    return folder


def _key(target: Path) -> str:
    return sha256(str(target.absolute()).encode("utf-8", "surrogateescape")).hexdigest()


def write_fallback(record: GameRecord, target: Path) -> Path:
    """Write the copy standing for ``target`` (replacing an older one); OSError if it fails."""
    folder = fallback_dir(create=True)
    key = _key(target)
    copy = save_record_atomic(record, folder / f"{key[:24]}.json")
    where = folder / f"{key[:24]}.target"
    where.write_bytes(str(target.absolute()).encode("utf-8", "surrogateescape"))
    return copy


def drop_fallback(target: Path) -> None:
    """Forget the copy standing for ``target`` (the save there is newer now)."""
    with contextlib.suppress(OSError):
        folder = fallback_dir(create=False)
        key = _key(target)[:24]
        (folder / f"{key}.json").unlink(missing_ok=True)
        (folder / f"{key}.target").unlink(missing_ok=True)


@dataclass(slots=True)
class Fallback:
    """A copy that could not be moved home yet: offered from the temporary folder."""

    copy: Path
    target: Path  # where the game goes on saving
    record: GameRecord


def recover_fallbacks(home: Path, only: Path | None = None) -> list[Fallback]:
    """Move home the copies of this home's games (or of the save ``only``) that are newer
    than their saves and that no running game owns; return those that still cannot be
    written home."""
    try:
        folder = fallback_dir(create=False)
    except OSError:
        return []
    out = []
    for where in sorted(folder.glob("*.target")):
        copy = where.with_suffix(".json")
        try:
            target = Path(read_limited(where, 4096).decode("utf-8", "surrogateescape"))
        except (FileProblem, UnicodeError):
            continue
        mine = _inside(target, home) if only is None else target == only.absolute()
        if not mine or in_use(target):
            continue
        if not copy.exists() or _mtime(target) >= _mtime(copy):
            drop_fallback(target)  # gone, or the save at home is the newer one
            continue
        try:
            record = load_record(copy)
        except RecordError:
            continue  # left where it is for a person to look at
        try:
            save_record_atomic(record, target)
        except OSError:
            out.append(Fallback(copy, target, record))
            continue
        drop_fallback(target)
    return out


def _inside(path: Path, folder: Path) -> bool:
    try:
        return path.absolute().is_relative_to(folder.absolute())
    except (OSError, ValueError):
        return False


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return float("-inf")
