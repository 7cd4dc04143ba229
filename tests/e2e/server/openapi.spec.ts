import { expect, test } from "../../support/fixtures";

test.describe("the OpenAPI document", () => {
  test("is served to anyone at /api/openapi.json and lists the JSON APIs with their errors", async ({
    request,
  }) => {
    const response = await request.get("/api/openapi.json");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    const document = await response.json();
    expect(document.openapi).toBe("3.1.0");
    const create = document.paths["/api/presets"].post;
    expect(create.operationId).toBe("createPreset");
    expect(create.requestBody.content["application/json"].schema.properties).toHaveProperty("name");
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(["201", "400", "401"]));
    expect(document.paths["/api/presets/{id}"].delete.parameters[0]).toMatchObject({
      name: "id",
      in: "path",
    });
    expect(document.components.schemas.ApiError.properties).toHaveProperty("error");
  });
});

test.describe("the public API's OpenAPI document", () => {
  test("is served without a key at /api/v1/openapi.json, on this site's address", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/api/v1/openapi.json");
    expect(response.status()).toBe(200);
    const document = await response.json();
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers).toEqual([{ url: baseURL }]);
    expect(document.components.securitySchemes.apiKey).toMatchObject({ scheme: "bearer" });
    const start = document.paths["/api/v1/generations"].post;
    expect(start).toMatchObject({ operationId: "startGeneration", "x-scope": "generate" });
    expect(start.parameters).toContainEqual(
      expect.objectContaining({ name: "Idempotency-Key", in: "header" }),
    );
    // Only the public API's operations: none of the screens' addresses.
    expect(Object.keys(document.paths).every((path) => path.startsWith("/api/v1/"))).toBe(true);
  });
});
