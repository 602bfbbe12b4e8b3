"""varometer's library: ingest -> nlp (quotes, speakers, roles) -> stance -> store -> reports."""

__version__ = "0.1.0"
