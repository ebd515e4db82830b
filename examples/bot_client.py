"""A bot of your own at an online Kingsburg table: it joins a seat by its link and plays it
over the table's websocket protocol (docs/protocol.md), knowing nothing of the game's code.

    python examples/bot_client.py LINK [--seed N]

LINK is the seat's address as ``kingsburg host`` printed it (http://...); the websocket is
the same address with ``ws`` (or ``wss``) for ``http`` (``https``). The bot builds when it
can, never passes when something else is possible, and otherwise picks at random. It needs
only aiohttp (any websocket library would do).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys

import aiohttp

PROTOCOL = 1  # the protocol version this client was written for


def choose(moves: list[str], rng: random.Random) -> str:
    builds = [m for m in moves if m.startswith("build ")]
    if builds:
        return rng.choice(builds)
    active = [m for m in moves if m != "pass"]
    return rng.choice(active or moves)


async def play(link: str, rng: random.Random) -> int:
    address = "ws" + link.removeprefix("http")  # http -> ws, https -> wss
    async with aiohttp.ClientSession() as session, session.ws_connect(address) as ws:
        async for msg in ws:
            if msg.type != aiohttp.WSMsgType.TEXT:
                break
            message = json.loads(msg.data)
            if message["type"] == "error":  # our move was refused; a new update follows
                print(f"refused: {message['message']}", file=sys.stderr)
                continue
            if message["protocol"] != PROTOCOL:
                print(f"the table speaks protocol {message['protocol']}", file=sys.stderr)
                return 1
            for line in message["events"]:
                print(line)
            if message["over"]:
                print(f"game over; the host keeps the record {message['record']}")
                return 0
            if message["moves"]:  # we decide now
                move = choose(message["moves"], rng)
                print(f"> {message['name']}: {move}")
                answer = {"type": "move", "move": move, "at": message["move"]}
                await ws.send_str(json.dumps(answer))
    print("the host closed the connection", file=sys.stderr)
    return 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("link", help="the seat's link (http://HOST:PORT/t/TABLE/TOKEN)")
    parser.add_argument("--seed", type=int, default=0, help="for the random choices")
    args = parser.parse_args()
    try:
        return asyncio.run(play(args.link, random.Random(args.seed)))
    except (aiohttp.ClientError, OSError) as e:
        print(f"bot_client: cannot play at that link ({e})", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
