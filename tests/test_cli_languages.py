"""The commands in Polish and Czech: --help, one-line errors, simulate's summary and
replay --verify speak the chosen language (--lang, KINGSBURG_LANG or the locale), with the
language's plural forms; kingsburg serve follows the browser's Accept-Language."""

from __future__ import annotations

import asyncio
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from aiohttp.test_utils import TestClient, TestServer, make_mocked_request

from kingsburg.cli import main
from kingsburg.web import GameServer, browser_language, say, tab_command

# English words that the commands' own text uses and that no Polish or Czech line should hold
# (argparse's "usage:" may stay; command-line values such as bot levels are not words).
ENGLISH = re.compile(
    r"\b(the|and|games?|players?|seeds?|play|write|between|default|help message|show|"
    r"moves|checkpoints|verified|complete|unfinished|buildings|goods|battles|wins|won|lost|"
    r"per|mean|unknown|choose|expected|must|record|not)\b",
    re.IGNORECASE,
)


def english_words(text: str) -> list[str]:
    """The English words of ``text``, leaving out argparse's "usage:", options (--players)
    and their placeholders (PLAYERS), which are the command line's own."""
    text = re.sub(r"usage:|--?[\w-]+|\b[A-Z]{2,}\b", "", text)
    return ENGLISH.findall(text)


def polish_form(n: int, one: str, few: str, many: str) -> str:
    if n == 1:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


def czech_form(n: int, one: str, few: str, other: str) -> str:
    return one if n == 1 else few if 2 <= n <= 4 else other


@pytest.fixture
def no_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    """No language chosen by the environment (tests pin English with KINGSBURG_LANG)."""
    for var in ("KINGSBURG_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)


@pytest.mark.parametrize(
    ("code", "phrase"),
    [("pl", "rozegraj partie między botami"), ("cs", "odehrát partie mezi boty")],
)
def test_help_in_the_chosen_language(
    code: str, phrase: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as e:
        main(["--lang", code, "--help"])
    assert e.value.code == 0
    out = capsys.readouterr().out
    assert phrase in out
    with pytest.raises(SystemExit):
        main(["--lang", code, "simulate", "--help"])
    out = capsys.readouterr().out
    assert out.startswith("usage: kingsburg simulate")
    assert english_words(out) == [], out


@pytest.mark.parametrize(
    ("env", "value", "phrase"),
    [
        ("LANG", "pl_PL.UTF-8", "nieznany bot 'nobody'"),
        ("LANG", "cs_CZ.UTF-8", "neznámý bot 'nobody'"),
        ("KINGSBURG_LANG", "pl", "nieznany bot 'nobody'"),
        ("KINGSBURG_LANG", "cs", "neznámý bot 'nobody'"),
        ("LANG", "C", "unknown bot 'nobody'"),
    ],
)
def test_one_line_error_follows_the_locale_and_kingsburg_lang(
    no_locale: None,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    env: str,
    value: str,
    phrase: str,
) -> None:
    monkeypatch.setenv(env, value)
    assert main(["simulate", "--games", "1", "--bot", "nobody"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("kingsburg: ") and phrase in err
    if value != "C":
        assert english_words(err) == [], err


@pytest.mark.parametrize(
    ("code", "phrase"), [("pl", "gra potrzebuje terminala"), ("cs", "hra potřebuje terminál")]
)
def test_the_game_without_a_terminal_says_so_in_the_chosen_language(
    code: str, phrase: str, tmp_path: Path
) -> None:
    env = {**os.environ, "KINGSBURG_HOME": str(tmp_path), "TERM": "xterm"}
    env.pop("TEXTUAL_DRIVER", None)
    done = subprocess.run(
        [sys.executable, "-m", "kingsburg", "--lang", code],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.returncode != 0
    assert done.stderr.count("\n") == 1 and phrase in done.stderr, done.stderr


@pytest.mark.parametrize("code", ["pl", "cs"])
def test_argument_errors_are_translated(code: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        main(["--lang", code, "simulate", "--players", "9"])
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert ("liczba graczy musi" if code == "pl" else "počet hráčů musí") in err
    assert "--help" in err


@pytest.mark.parametrize("code", ["pl", "cs"])
def test_simulate_summary_and_verify_in_the_chosen_language(
    code: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    records = tmp_path / "recs"
    args = ["--lang", code, "simulate", "--games", "2", "--players", "3", "--record"]
    assert main([*args, str(records)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("partie: 2  ")
    assert ("pierwsze ziarno: 1" if code == "pl" else "první semínko: 1") in out
    assert english_words(out) == [], out
    # Decimals with the language's comma, the digits as in English (Python's rounding).
    assert re.findall(r"\d\.\d", out) == [], out
    assert len(re.findall(r"\d,\d\d?\b", out)) >= 3, out
    assert main(["--lang", "en", "simulate", "--games", "2", "--players", "3"]) == 0
    english = capsys.readouterr().out
    assert re.findall(r"\d+\.\d+", english) == [
        x.replace(",", ".") for x in re.findall(r"\d+,\d+", out)
    ]

    record = records / "game-1.json"
    assert main(["--lang", code, "replay", str(record), "--verify"]) == 0
    lines = capsys.readouterr().out.splitlines()
    first = lines[0]
    moves = int(re.findall(r"(\d+) (?:ruch|tah)", first)[0])
    checkpoints = int(re.findall(r"(\d+) (?:punkt|kontroln)", first)[0])
    if code == "pl":
        assert polish_form(moves, "ruch", "ruchy", "ruchów") in first.split()
        cp = polish_form(checkpoints, "punkt kontrolny", "punkty kontrolne", "punktów kontrolnych")
        assert f"{checkpoints} {cp}" in first and first.endswith("gra ukończona")
    else:
        assert czech_form(moves, "tah", "tahy", "tahů") in first.split()
        cp = czech_form(checkpoints, "kontrolní bod", "kontrolní body", "kontrolních bodů")
        assert f"{checkpoints} {cp}" in first and first.endswith("hra dokončena")
    assert lines[1].startswith("1. ")
    # The ranking: goods and buildings with their plural forms (tie-breaks are the engine's).
    for line in lines[1:]:
        ranked = line.split("  (")[0]
        assert english_words(ranked) == [], line
        buildings = int(re.findall(r"(\d+) (?:budyn|stav)", ranked)[0])
        word = (
            polish_form(buildings, "budynek", "budynki", "budynków")
            if code == "pl"
            else czech_form(buildings, "stavba", "stavby", "staveb")
        )
        assert ranked.endswith(f"{buildings} {word}")


def test_replay_errors_in_the_chosen_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    records = tmp_path / "recs"
    assert main(["simulate", "--games", "1", "--players", "2", "--record", str(records)]) == 0
    capsys.readouterr()
    record = str(records / "game-1.json")
    assert main(["--lang", "cs", "replay", record, "--at", "year 9 fall"]) == 1
    assert "rok 9 neexistuje" in capsys.readouterr().err
    assert main(["--lang", "pl", "replay", str(tmp_path / "none.json"), "--verify"]) == 1
    assert "nie ma takiego pliku" in capsys.readouterr().err


def test_english_stays_as_it_was(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    records = tmp_path / "recs"
    assert main(["simulate", "--games", "1", "--players", "2", "--record", str(records)]) == 0
    assert capsys.readouterr().out.startswith("games: 1  players: 2  bots: random,random")
    assert main(["replay", str(records / "game-1.json"), "--verify"]) == 0
    assert "checkpoints verified, game complete" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("header", "code"),
    [
        ("cs-CZ,cs;q=0.9,en;q=0.8", "cs"),
        ("pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7", "pl"),
        ("en-US,en;q=0.9,pl;q=0.8", "en"),
        ("de", "en"),
        ("de-DE,de;q=0.9", "en"),
        ("de,pl;q=0.5,cs;q=0.7", "cs"),  # the highest q-value wins, not the order
        ("pl;q=0,cs;q=0.1", "cs"),  # q=0: not wanted
        ("PL", "pl"),
        ("*", "en"),
        ("", "en"),
        (None, "en"),
        ("cs;q=abc,pl;q=0.5", "pl"),  # a broken q-value counts as not wanted
    ],
)
def test_accept_language_picks_the_language(header: str | None, code: str) -> None:
    assert browser_language(header, "en") == code


def test_no_language_of_ours_means_the_servers_own() -> None:
    assert browser_language("de, fr;q=0.8", "pl") == "pl"
    assert browser_language("de, cs;q=0.1", "pl") == "cs"


def test_the_page_and_its_tab_speak_the_browsers_language() -> None:
    server = GameServer(tab_command(), host="127.0.0.1", port=0, title="Kingsburg")
    request = make_mocked_request("GET", "/ws", headers={"Accept-Language": "pl-PL,pl;q=0.9"})
    assert server.language(request) == "pl"
    assert server.language(make_mocked_request("GET", "/ws")) == "en"
    # The tab's app is told the page's language; a seat's link travels beside it.
    assert server.tab_environment(request) == {"KINGSBURG_LANG": "pl"}
    seat = server.tab_environment(request, {"KINGSBURG_JOIN_LINK": "http://x/t/1/2"})
    assert seat == {"KINGSBURG_LANG": "pl", "KINGSBURG_JOIN_LINK": "http://x/t/1/2"}
    for code in ("en", "pl", "cs"):  # a websocket's closing reason holds at most 123 bytes
        assert len(say(code, "web-crashed").encode()) <= 123

    async def body() -> None:
        async with TestClient(TestServer(await server._make_app())) as client:
            page = await (await client.get("/", headers={"Accept-Language": "cs"})).text()
            assert '<html lang="cs">' in page
            assert "Relace skončila." in page and ">Spustit znovu</button>" in page
            assert "Session ended." not in page and ">Restart<" not in page
            page = await (await client.get("/", headers={"Accept-Language": "de"})).text()
            assert '<html lang="en">' in page and "Session ended." in page
            refused = await client.get(
                "/", headers={"Host": "evil.example", "Accept-Language": "pl"}
            )
            assert refused.status == 403
            assert await refused.text() == "Ten serwer udostępnia tylko własne strony.\n"

    asyncio.run(body())


@pytest.mark.parametrize(
    ("code", "phrase"),
    [("pl", "nierozpoznane argumenty: --frob"), ("cs", "nerozpoznané argumenty: --frob")],
)
def test_argparse_own_sentences_are_translated_and_english_stays(
    code: str, phrase: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main(["--lang", code, "simulate", "--frob"])
    assert phrase in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["simulate", "--frob"])
    assert "kingsburg: unrecognized arguments: --frob (see 'kingsburg --help')" in (
        capsys.readouterr().err
    )
