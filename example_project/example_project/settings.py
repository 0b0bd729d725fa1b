"""Settings of the example crawl: a static news site served on 127.0.0.1."""

BOT_NAME = "example_project"
SPIDER_MODULES = ["example_project.spiders"]
NEWSPIDER_MODULE = "example_project.spiders"

# The two lines that turn on content-level dedup:
ADDONS = {"scrapy_simhash.Addon": 300}
SIMHASH_MAX_DISTANCE = 5  # the package's default, spelled out: the knob to tune per site

ROBOTSTXT_OBEY = False
LOG_LEVEL = "INFO"
TELNETCONSOLE_ENABLED = False
FEED_EXPORT_ENCODING = "utf-8"
# The site is local: crawl it as fast as Scrapy goes.
CONCURRENT_REQUESTS = 16
DOWNLOAD_DELAY = 0
