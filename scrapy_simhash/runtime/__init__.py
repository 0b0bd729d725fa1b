"""The crawl's child processes: extraction workers and the index process, and the pipes,
frames and gateway through which the crawl talks to them."""
