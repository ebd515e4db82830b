"""Online tables: one game played by people on different machines (``kingsburg host``).

``protocol`` holds the messages, ``table`` a game with its seats and files, ``server`` the
web server that links them.
"""

# How a seat's browser page gives ``kingsburg join`` its link: in the environment, which
# only the host's own user may read (a command line is in every user's process list).
JOIN_LINK = "KINGSBURG_JOIN_LINK"
