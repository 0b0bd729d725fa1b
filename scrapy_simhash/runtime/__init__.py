"""What runs beside the reactor: the extraction workers (spawned processes on loopback
TCP) and the index thread, and the gateway through which the crawl's components use the
index."""
