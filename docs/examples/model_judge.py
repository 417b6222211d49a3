#!/usr/bin/env python3
"""A model judge for Roundtable: take the next round of a judging queue, score every agent in it, repeat.

Standard library only. Run it as the model judge's token (an admin makes both on /admin/tokens):

    ROUNDTABLE_URL=http://localhost:3000 ROUNDTABLE_TOKEN=rt_... python3 model_judge.py QUEUE_ID

Fill in `score_agent` with your model call; the rest is the loop every LLM judge needs.
"""

import json
import os
import sys
import urllib.error
import urllib.request

BASE = os.environ.get("ROUNDTABLE_URL", "http://localhost:3000").rstrip("/") + "/api/v1"
TOKEN = os.environ["ROUNDTABLE_TOKEN"]


class Problem(Exception):
    """An RFC 9457 problem the API answered with."""

    def __init__(self, status, body):
        super().__init__(f"{status}: {body.get('detail', body.get('title'))}")
        self.status = status


def call(method, path, body=None):
    request = urllib.request.Request(
        BASE + path,
        data=None if body is None else json.dumps(body).encode(),
        method=method,
        headers={"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"},
    )
    try:
        with urllib.request.urlopen(request) as response:
            return json.load(response)
    except urllib.error.HTTPError as error:
        raise Problem(error.code, json.load(error)) from None


def score_agent(item, agent):
    """Your model goes here: read the round (item["contributions"]: agent, role, body) and score `agent` on each of the
    rubric's dimensions (item["rubric"]["dimensions"]: key, label, description, min, max, anchors), with a short
    rationale. This placeholder gives every dimension the middle of its scale."""
    spoken = " ".join(c["body"] for c in item["contributions"] if c["agent"] == agent)
    values = {d["key"]: (d["min"] + d["max"]) // 2 for d in item["rubric"]["dimensions"]}
    return {"values": values, "rationale": f"placeholder ({len(spoken)} characters read)"}


def main(queue_id):
    scored, seen = 0, set()
    while True:
        item = call("POST", f"/queues/{queue_id}/next")["item"]
        if item is None:
            break
        if item["itemId"] in seen:  # handed back unfinished: put it aside rather than loop on it
            call("POST", f"/queues/{queue_id}/items/{item['itemId']}/skip", {"reason": "could not finish it"})
            continue
        seen.add(item["itemId"])
        for agent in item["agents"]:
            try:
                body = {"agent": agent, "rubricVersionId": item["rubric"]["id"], **score_agent(item, agent)}
                call("POST", f"/documents/{item['slug']}/rounds/{item['round']}/scores", body)
                scored += 1
            except Problem as problem:
                if problem.status != 409:  # 409: this judge scored that agent already
                    raise
    print(f"scored {scored} agents in {len(seen)} rounds")


if __name__ == "__main__":
    main(int(sys.argv[1]))
