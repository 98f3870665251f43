import { describe, expect, it } from "vitest";
import { createConformance, type OpenApiDocument } from "./api-conformance.ts";

const document: OpenApiDocument = {
  paths: {
    "/api/things/{id}": {
      get: {
        operationId: "getThing",
        responses: {
          "200": {
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["data"],
                  properties: {
                    data: { type: "object", properties: { name: { type: "string", nullable: true } } },
                  },
                },
              },
            },
          },
          "404": {},
        },
      },
    },
    "/api/things/special": { get: { operationId: "getSpecial", responses: { "204": {} } } },
  },
};

describe("createConformance", () => {
  const { check, operationOf } = createConformance(document);
  const json = "application/json; charset=utf-8";

  it("accepts an answer that matches its documented status and schema", () => {
    expect(check("GET", "/api/things/7?x=1", 200, json, '{"data":{"name":null}}')).toBeNull();
    expect(check("GET", "/api/things/7", 404, "", "")).toBeNull();
  });

  it("names an undocumented status", () => {
    expect(check("GET", "/api/things/7", 500, json, "{}")).toBe(
      "GET /api/things/{id} (getThing): status 500 is not documented",
    );
  });

  it("names the first place a body departs from its schema", () => {
    expect(check("GET", "/api/things/7", 200, json, '{"data":{"name":5}}')).toBe(
      "GET /api/things/{id} (getThing): 200 body does not match the document at /data/name: must be string",
    );
    expect(check("GET", "/api/things/7", 200, "text/html", "<p>")).toBe(
      "GET /api/things/{id} (getThing): 200 answered text/html, not JSON",
    );
  });

  it("refuses JSON where the document describes none", () => {
    expect(check("GET", "/api/things/7", 404, json, "{}")).toBe(
      "GET /api/things/{id} (getThing): 404 answered JSON the document does not describe",
    );
  });

  it("prefers literal segments and leaves undocumented requests alone", () => {
    expect(operationOf("GET", "/api/things/special")?.operation.operationId).toBe("getSpecial");
    expect(check("POST", "/api/things/7", 405, json, "{}")).toBeNull();
    expect(check("GET", "/news", 200, "text/html", "<p>")).toBeNull();
    expect(check("GET", "/api/things/%E0%A4%A", 404, json, "{}")).toBeNull();
  });
});
