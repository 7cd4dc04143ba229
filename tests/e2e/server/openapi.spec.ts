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
