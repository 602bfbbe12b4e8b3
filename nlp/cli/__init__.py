"""The command line's parts: ``cli.py`` at the top of the repository builds the ``varometer``
app from the commands here.

The top layer: it imports the library and nothing in the library imports it. Each command
checks its options, calls the library and prints; what a Python user could want (counting
a run, the JSON lines, where outputs may go) lives in the library, and only what is about
the terminal and typer is here.

The package, one job per module (each imports only those before it):

``console``   the two consoles, escaping input for the terminal, the global flags
``exits``     how a command ends: one line for an error, the exit status
``options``   the options more than one command takes, and checks on option values
``progress``  a run's progress, skip lines and summary on stderr
``tables``    the terminal tables
``articles``  ingest, analyse, export
``reading``   quotes, speakers
``reporting`` reactions, season, digest, report, browse
``training``  train-stance, evaluate
"""
