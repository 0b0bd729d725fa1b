"""The ``scrapy simhash`` command (entry point group ``scrapy.commands``)."""
