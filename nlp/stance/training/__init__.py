"""The steps of a stance training run, one module each; :mod:`nlp.stance.train` runs them.

Layered one way: ``config`` (settings, paths) <- ``distill`` (teachers) <- ``overrides``;
``net`` (the network) <- ``loop`` (epochs, selection) and ``calibrate``; ``inputs`` (data)
<- ``heldout`` (final scores); ``card`` (the model card, from a template) reads only a
run's metrics.
"""
