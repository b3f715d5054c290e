import { Column, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";

/** An organisation's level (1 first … 5) for a location in one country, or '*' (No Country). */
@Entity()
export class LocationPriority {
  @PrimaryColumn({ type: "varchar" })
  organisation_id: string;

  @PrimaryColumn({ type: "varchar" })
  location_id: string;

  /** ISO 3166-1 alpha-2, or '*' for No Country. */
  @PrimaryColumn({ type: "varchar", length: 2 })
  country_code: string;

  @Column({ type: "smallint" })
  priority: number;

  @UpdateDateColumn({ type: "timestamptz" })
  updated_at: Date;
}
