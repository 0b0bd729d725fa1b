"""What runs beside the reactor: the extraction workers (a process pool) and the index
thread, and the gateway through which the crawl's components use the index."""
