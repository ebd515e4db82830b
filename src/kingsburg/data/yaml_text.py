"""Reading game data written in YAML: the shipped files' text once they are edited.

The app reads the shipped files from their parsed copy (``data/shipped.json``, see
:mod:`kingsburg.data.loader`), so this module and PyYAML (about 1 MiB of memory) are
imported only for files a player has changed, and by the tests.
"""

from __future__ import annotations

from typing import Any

import yaml

from kingsburg.errors import DataError

MAX_DATA_DEPTH = 20  # the shipped files nest four deep


class StrictLoader(yaml.SafeLoader):
    """``safe_load`` without aliases (a few hundred bytes of them can expand to gigabytes)
    and without deep nesting (the composer recurses once per level)."""

    _depth = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()  # type: ignore[no-untyped-call]
            raise yaml.composer.ComposerError(
                None, None, "aliases (*name) are not allowed in game data", event.start_mark
            )
        self._depth += 1
        try:
            if self._depth > MAX_DATA_DEPTH:
                raise yaml.composer.ComposerError(
                    None,
                    None,
                    f"nested more than {MAX_DATA_DEPTH} levels deep",
                    self.peek_event().start_mark,  # type: ignore[no-untyped-call]
                )
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1


def _construct_int(loader: yaml.SafeLoader, node: yaml.ScalarNode) -> Any:
    """YAML's integers, but one too long for Python to read (over 4,300 digits) is a YAML
    error at its line, not a ValueError from deep inside the parser."""
    try:
        return yaml.constructor.SafeConstructor.construct_yaml_int(loader, node)
    except ValueError:
        raise yaml.constructor.ConstructorError(
            None, None, "a number too long to read", node.start_mark
        ) from None


StrictLoader.add_constructor("tag:yaml.org,2002:int", _construct_int)

REFUSED = object()
CLoader: type[Any] | None = None
if hasattr(yaml, "CSafeLoader"):  # PyYAML built with libyaml

    class _FastLoader(yaml.CSafeLoader):
        """libyaml's safe loader with the same integers as the strict one."""

    _FastLoader.add_constructor("tag:yaml.org,2002:int", _construct_int)
    CLoader = _FastLoader


def fast_load(raw: bytes) -> Any:
    """The data, read by libyaml (ten times faster: it matters at every start), or REFUSED
    when libyaml is missing or the text has an alias, deep nesting or a fault of any kind:
    then the strict loader reads it and says what is wrong, in its own words."""
    if CLoader is None:
        return REFUSED
    try:
        depth = 0
        for event in yaml.parse(raw, Loader=CLoader):
            if isinstance(event, yaml.AliasEvent):
                return REFUSED
            if isinstance(event, yaml.CollectionStartEvent):
                depth += 1
                if depth > MAX_DATA_DEPTH - 1:  # the strict loader's count includes scalars
                    return REFUSED
            elif isinstance(event, yaml.CollectionEndEvent):
                depth -= 1
        return yaml.load(raw, Loader=CLoader)
    except yaml.YAMLError:
        return REFUSED


def parse(raw: bytes, name: str) -> Any:
    """The data in ``raw`` (the file ``name``); DataError saying where it is not valid YAML."""
    try:
        data = fast_load(raw)
        if data is REFUSED:
            data = yaml.load(raw, Loader=StrictLoader)
    except yaml.YAMLError as exc:
        raise DataError(f"{name}: not valid YAML{_yaml_where(exc)}") from None
    except RecursionError:
        raise DataError(f"{name}: not valid YAML: nested too deeply") from None
    return data


def _yaml_where(exc: yaml.YAMLError) -> str:
    if isinstance(exc, yaml.MarkedYAMLError):
        mark = exc.problem_mark or exc.context_mark
        where = f" (line {mark.line + 1}, column {mark.column + 1})" if mark else ""
        problem = exc.problem or exc.context
        return f"{where}: {_one_line(problem)}" if problem else where
    if isinstance(exc, yaml.reader.ReaderError):
        return f" (byte {exc.position}): {_one_line(exc.reason)}"
    return f": {_one_line(str(exc))}"


def _one_line(text: str) -> str:
    return " ".join(text.split())
