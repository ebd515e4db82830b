"""Wording a message that needs Fluent's parser: selectors, references, ``NUMBER``, lines
that continue, attributes. Loaded with the first such message (``resolver`` words the
one-line messages itself), so a start that shows only those never imports Fluent.

The rules are fluent.runtime's, for the part of Fluent the catalogs use;
``tests/text/test_resolver.py`` holds the two to the same text and the same errors.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from fluent.syntax import FluentParser, ast

from kingsburg.text.values import Env, Missing, Number, Wording, variable

_DEPTH = 50  # references deeper than this are a cycle
_PARSER = FluentParser(with_spans=False)


def parse(text: str, msg_id: str) -> ast.Message | None:
    """The message ``msg_id`` among the entries of ``text`` (None if it does not parse)."""
    found = None
    for entry in _PARSER.parse(text).body:
        if isinstance(entry, ast.Message) and entry.id.name == msg_id:
            found = entry
    return found


def pattern_of(msg: ast.Message, attribute: str | None) -> ast.Pattern | None:
    if attribute is None:
        return msg.value
    return next((a.value for a in msg.attributes if a.id.name == attribute), None)


def attributes(msg: ast.Message) -> list[str]:
    return [a.id.name for a in msg.attributes]


def word(bundle: Wording, pattern: ast.Pattern, env: Env) -> str:
    if env.depth > _DEPTH:
        env.errors.append("references nested too deep (a cycle?)")
        return "???"
    env.depth += 1
    parts = []
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            parts.append(element.value)
        else:
            parts.append(bundle.text(_expression(bundle, element.expression, env)))
    env.depth -= 1
    return "".join(parts)


def _expression(bundle: Wording, expr: Any, env: Env) -> Any:
    """A string, a Number, or a Missing (what Fluent calls "none": an error already noted)."""
    if isinstance(expr, ast.StringLiteral):
        return expr.parse()["value"]
    if isinstance(expr, ast.NumberLiteral):
        return Number(_number_literal(expr.value))
    if isinstance(expr, ast.Placeable):
        return _expression(bundle, expr.expression, env)
    if isinstance(expr, ast.VariableReference):
        return variable(expr.id.name, env)
    if isinstance(expr, ast.MessageReference):
        name = expr.id.name
        attribute = expr.attribute.name if expr.attribute else None
        return bundle.reference(name, attribute, env)
    if isinstance(expr, ast.TermReference):
        env.errors.append(f"terms are not used in these catalogs: -{expr.id.name}")
        return Missing(f"{{-{expr.id.name}}}")
    if isinstance(expr, ast.FunctionReference):
        return _function(bundle, expr, env)
    if isinstance(expr, ast.SelectExpression):
        return _select(bundle, expr, env)
    env.errors.append(f"unsupported expression {type(expr).__name__}")
    return Missing("???")


def _function(bundle: Wording, expr: ast.FunctionReference, env: Env) -> Any:
    name = expr.id.name
    if name != "NUMBER":
        env.errors.append(f"unknown function: {name}")
        return Missing(f"{name}()")
    positional = [_expression(bundle, a, env) for a in expr.arguments.positional]
    options = {
        a.name.name: _literal(a.value, _expression(bundle, a.value, env))
        for a in expr.arguments.named
    }
    if len(positional) == 1 and isinstance(positional[0], Missing):
        return positional[0]
    if len(positional) != 1 or not isinstance(positional[0], Number):
        env.errors.append("NUMBER takes one number")
        return "NUMBER()"  # as fluent.runtime shows it
    return positional[0].with_options(options)


def _select(bundle: Wording, expr: ast.SelectExpression, env: Env) -> Any:
    key = _expression(bundle, expr.selector, env)
    chosen = None
    for variant in expr.variants:
        if _matches(bundle, key, variant.key):
            chosen = variant
            break
    if chosen is None:
        chosen = next(v for v in expr.variants if v.default)
    return word(bundle, chosen.value, env)


def _matches(bundle: Wording, key: Any, variant: ast.Identifier | ast.NumberLiteral) -> bool:
    """fluent.runtime's rule: numbers equal numbers; a number matches its plural category;
    a word matches the same word."""
    if key is None or isinstance(key, Missing):
        return False
    if isinstance(variant, ast.NumberLiteral):
        number = _number_literal(variant.value)
        if isinstance(key, Number):
            return bool(key.value == number)
        return bool(bundle.plural(number) == key)
    if isinstance(key, Number):
        return bool(bundle.plural(key.value) == variant.name)
    return bool(key == variant.name)


def _number_literal(text: str) -> int | Decimal:
    return Decimal(text) if "." in text else int(text)


def _literal(node: Any, value: Any) -> Any:
    """A named argument's value as fluent.runtime passes it to NUMBER."""
    if isinstance(value, Number):
        return value.value
    if isinstance(node, ast.StringLiteral) and value in ("true", "false"):
        return value == "true"
    return value
