// Command ferretdb runs an embedded FerretDB (SQLite backend) for development and tests.
// FerretDB's own cmd panics when built with `go install`, so we embed the library instead.
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on")
	dataDir := flag.String("data", ".data/ferretdb", "directory for the SQLite files")
	logLevel := flag.String("log-level", "warn", "debug, info, warn or error")
	durable := flag.Bool("durable", true, "false: never wait for the disk (test databases, which are thrown away)")
	flag.Parse()

	if err := os.MkdirAll(*dataDir, 0o755); err != nil {
		fmt.Fprintf(os.Stderr, "ferretdb: cannot create data directory: %v\n", err)
		os.Exit(1)
	}

	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		level = slog.LevelWarn
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	// WAL with synchronous=NORMAL: a commit is not synced to disk on its own (WAL checkpoints are), which about
	// doubles the writes one SQLite writer takes per second. An application crash loses nothing; an OS crash or
	// power cut can lose the last commits, never the file: fine for a development database. A test database
	// syncs nothing at all.
	synchronous := "normal"
	if !*durable {
		synchronous = "off"
	}

	db, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: "file:" + *dataDir + "/?_pragma=synchronous(" + synchronous + ")",
	})
	if err != nil {
		fmt.Fprintf(os.Stderr, "ferretdb: %v\n", err)
		os.Exit(1)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	go func() {
		// The parent process waits for this line to know the port is accepting connections.
		fmt.Printf("ferretdb listening %s\n", db.MongoDBURI())
	}()

	if err := db.Run(ctx); err != nil {
		fmt.Fprintf(os.Stderr, "ferretdb: %v\n", err)
		os.Exit(1)
	}
}
