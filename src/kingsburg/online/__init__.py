"""Online tables: one game played by people on different machines (``kingsburg host``).

``protocol`` holds the messages, ``table`` a game with its seats and files, ``server`` the
web server that links them.
"""
