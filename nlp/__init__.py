"""varometer's library: ingest -> nlp (quotes, speakers, roles) -> stance -> store -> reports.

``nlp.cli`` is the command line over all of it; nothing else in ``nlp`` imports it.
"""

from nlp._startup import import_thinc_without_torch

__version__ = "0.1.0"

import_thinc_without_torch()
