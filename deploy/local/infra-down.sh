#!/usr/bin/env bash
# Stops what infra-up.sh started. Redis and RabbitMQ belong to the machine and keep running.
source "$(dirname "$0")/lib.sh"
for name in maildev stripe-mock minio ferretdb; do stop_daemon "$name"; done
log "local infrastructure stopped"
