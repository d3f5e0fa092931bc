// One test (at least) per rule of docs/rules.md, named after the rule's ID, in the official profile unless
// the rule is a profile difference.
#include "rules/game.h"
#include "test_util.h"

namespace saban::test {
namespace {

const Profile kCotulenh = cotulenh_profile();

int count_from(Position& pos, const std::string& prefix) {
  int n = 0;
  for (const auto& l : lans(pos))
    if (l.rfind(prefix, 0) == 0) ++n;
  return n;
}

// Board and terrain

TEST(Rules, R_BOARD_1_Coordinates) {
  EXPECT_EQ(kSquares, 132);
  EXPECT_EQ(board::square_name(Square(0, 0)), "a1");
  EXPECT_EQ(board::square_name(Square(10, 11)), "k12");
  EXPECT_EQ(board::parse_square("f10"), Square(5, 9));
  EXPECT_FALSE(board::parse_square("l1").has_value());
  EXPECT_FALSE(board::parse_square("a13").has_value());
  EXPECT_EQ(board::rowcol_name(Square(2, 5)), "5,2");  // row first, then column
}

TEST(Rules, R_BOARD_5_StartPosition) {
  Position pos = Position::start();
  EXPECT_EQ(to_fen(pos), Position::kStartFen);
  EXPECT_EQ(pos.piece_count(Side::Red), 19);
  EXPECT_EQ(pos.piece_count(Side::Blue), 19);
  EXPECT_EQ(pos.commander(Side::Red), Square(6, 0));
  EXPECT_EQ(MoveList(pos).size(), 116u);
}

TEST(Rules, R_TERR_1_SeaCoastLand) {
  EXPECT_EQ(board::terrain(*board::parse_square("a1")), Terrain::Sea);
  EXPECT_EQ(board::terrain(*board::parse_square("b7")), Terrain::Sea);
  for (const char* s : {"c1", "c12", "d6", "e6", "d7", "e7"})
    EXPECT_EQ(board::terrain(*board::parse_square(s)), Terrain::Mixed) << s;
  for (const char* s : {"d5", "e8", "f6", "k1"}) EXPECT_EQ(board::terrain(*board::parse_square(s)), Terrain::Land) << s;
}

TEST(Rules, R_TERR_2_PiecesStayOnTheirTerrain) {
  Position land = make({"Cj1", "ck12", "Ic3"});
  EXPECT_FALSE(has(land, "Ic3b3"));
  EXPECT_TRUE(has(land, "Ic3c4"));
  Position plane = make({"Cj1", "ck12", "Fc5"});
  EXPECT_FALSE(has(plane, "Fc5b5"));
  EXPECT_FALSE(has(plane, "Fc5a5"));
  Position navy = make({"Cj1", "ck12", "Nc3"});
  EXPECT_FALSE(has(navy, "Nc3d3"));
  EXPECT_TRUE(has(navy, "Nc3b4"));
}

// River

TEST(Rules, R_RIVER_2_TankCrossesAnywhere) {
  Position pos = make({"Cj1", "ck12", "Te6"});
  EXPECT_TRUE(has(pos, "Te6e7"));
  EXPECT_TRUE(has(pos, "Te6e8"));
}

TEST(Rules, R_RIVER_3_HeavyPiecesCrossOnlyStraightThroughAFord) {
  Position e = make({"Cj1", "ck12", "Ae5"});
  EXPECT_TRUE(has(e, "Ae5e6"));
  EXPECT_FALSE(has(e, "Ae5e7"));
  EXPECT_TRUE(has(e, "Ae5f6"));
  EXPECT_FALSE(has(e, "Ae5g7"));
  Position f = make({"Cj1", "ck12", "Af5"});
  EXPECT_TRUE(has(f, "Af5f7"));
  EXPECT_TRUE(has(f, "Af5f8"));
  Position diagonal = make({"Cj1", "ck12", "Sf6"});
  EXPECT_FALSE(has(diagonal, "Sf6g7"));
  EXPECT_TRUE(has(diagonal, "Sf6f7"));
}

TEST(Rules, R_RIVER_4_HeavyCaptureCrossesAnywhere) {
  Position pos = make({"Cj1", "ck12", "Ae5", "ie7"});
  EXPECT_TRUE(has(pos, "Ae5xe7"));
}

TEST(Rules, R_RIVER_6_NavyEntersTheRiverMouth) {
  Position pos = make({"Cj1", "ck12", "Nc6"});
  EXPECT_TRUE(has(pos, "Nc6e6"));
  EXPECT_TRUE(has(pos, "Nc6d7"));
  EXPECT_FALSE(has(pos, "Nc6f6"));
  EXPECT_FALSE(has(pos, "Nc6e8"));
}

// Pieces

TEST(Rules, R_CMD_1_CommanderSlidesOrthogonally) {
  Position pos = make({"Ce3", "ck12", "Ie6"});
  EXPECT_TRUE(has(pos, "Ce3e5"));
  EXPECT_FALSE(has(pos, "Ce3e6"));
  EXPECT_FALSE(has(pos, "Ce3e7"));
  EXPECT_FALSE(has(pos, "Ce3f4"));
  EXPECT_TRUE(has(pos, "Ce3j3"));
  EXPECT_FALSE(has(pos, "Ce3b3"));  // sea
}

TEST(Rules, R_CMD_2_CommanderCapturesOnlyAdjacent) {
  Position far = make({"Ce3", "ck12", "ie5"});
  EXPECT_FALSE(has(far, "Ce3xe5"));
  EXPECT_TRUE(has(far, "Ce3d3"));
  EXPECT_FALSE(has(far, "Ce3e4"));  // next to the infantry, which would take it
  Position near = make({"Ce3", "ck12", "ie4"});
  EXPECT_TRUE(has(near, "Ce3xe4"));
}

TEST(Rules, R_CMD_3_CommanderNeverHeroic) {
  EXPECT_FALSE(parse_fen("6+c4/11/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1").ok());
  EXPECT_TRUE(parse_fen("5+c5/11/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1", kCotulenh).ok());
  // A commander left with one piece: the piece becomes the last guard, the commander does not.
  Position pos = make({"Ce3", "ck12", "Ie5", "ih9", "ih10"}, Side::Blue);
  play(pos, "Ih10h11");
  EXPECT_TRUE(pos.at(*board::parse_square("e5")).top().heroic());
  EXPECT_FALSE(pos.at(*board::parse_square("e3")).top().heroic());
}

TEST(Rules, R_CMD_4_CommanderBoardsATank) {
  Position pos = make({"Ce3", "ck12", "Te4", "Hh1"});  // the HQ keeps the tank from being a last guard
  play(pos, "Ce3&e4");
  EXPECT_EQ(stack_text(pos.at(*board::parse_square("e4"))), "(TC)");
}

TEST(Rules, R_INF_1_InfantryOneStepOrthogonal) {
  Position pos = make({"Cj1", "ck12", "Ie5"});
  EXPECT_EQ(count_from(pos, "Ie5"), 4);
  EXPECT_FALSE(has(pos, "Ie5f6"));
}

TEST(Rules, R_INF_2_InfantryStayCapturesANavyAtSea) {
  Position sea = make({"Cj1", "ck12", "Ic5", "nb5"});
  EXPECT_TRUE(has(sea, "Ic5_b5"));
  EXPECT_FALSE(has(sea, "Ic5xb5"));
  Position coast = make({"Cj1", "ck12", "Ic5", "nc6"});
  EXPECT_TRUE(has(coast, "Ic5xc6"));
  EXPECT_FALSE(has(coast, "Ic5_c6"));
}

TEST(Rules, R_ENG_1_EngineerMovesLikeInfantry) {
  Position pos = make({"Cj1", "ck12", "Ee5", "ie6"});
  EXPECT_EQ(count_from(pos, "Ee5"), 4);
  EXPECT_TRUE(has(pos, "Ee5xe6"));
}

TEST(Rules, R_ENG_2_EngineerCarriesHeavyPiecesAcrossTheRiver) {
  Position pos = make({"Cj1", "ck12", "(EA)e6"});
  EXPECT_TRUE(has(pos, "(EA)e6e7"));
  EXPECT_FALSE(has(pos, "Ae6>e7"));  // alone, the artillery may not cross here
}

TEST(Rules, R_MIL_1_MilitiaOneStepInEightDirections) {
  Position pos = make({"Cj1", "ck12", "Me5"});
  EXPECT_EQ(count_from(pos, "Me5"), 8);
  EXPECT_FALSE(has(pos, "Me5e7"));
}

TEST(Rules, R_AA_1_AntiAirMovesOneStepAndGuardsRadiusOne) {
  Position pos = make({"Cj1", "ck12", "Ge3"});
  EXPECT_EQ(count_from(pos, "Ge3"), 4);
  Position zone = make({"Cj1", "ck12", "Ff4", "gf8"});
  EXPECT_TRUE(has(zone, "Ff4f6"));        // outside the zone
  EXPECT_TRUE(has(zone, "Ff4\"f7"));      // into it: the plane is lost
  EXPECT_FALSE(has(zone, "Ff4f7"));
  Position diagonal = make({"Cj1", "ck12", "Fc5", "gf8"});
  EXPECT_TRUE(has(diagonal, "Fc5e7"));  // the disc of radius 1 does not reach the diagonal point e7
}

TEST(Rules, R_TANK_1_TankTwoStepsBlocked) {
  Position pos = make({"Cj1", "ck12", "Te3"});
  EXPECT_TRUE(has(pos, "Te3e5"));
  EXPECT_FALSE(has(pos, "Te3e6"));
  EXPECT_FALSE(has(pos, "Te3f4"));
  Position blocked = make({"Cj1", "ck12", "Te3", "Ie4", "ie5"});
  EXPECT_FALSE(has(blocked, "Te3xe5"));
}

TEST(Rules, R_TANK_3_TankStaysAgainstANavyAtSea) {
  Position sea = make({"Cj1", "ck12", "Tc3", "nb3"});
  EXPECT_TRUE(has(sea, "Tc3_b3"));
  Position coast = make({"Cj1", "ck12", "Tc3", "nc5"});
  EXPECT_TRUE(has(coast, "Tc3xc5"));
}

TEST(Rules, R_ART_1_ArtilleryThreeStepsEightDirections) {
  Position pos = make({"Cj1", "ck12", "Ag3"});
  EXPECT_TRUE(has(pos, "Ag3g6"));
  EXPECT_TRUE(has(pos, "Ag3j6"));
  EXPECT_FALSE(has(pos, "Ag3g7"));
}

TEST(Rules, R_ART_2_ArtilleryCapturesOverPiecesButMovesBlocked) {
  Position pos = make({"Cj1", "ck12", "Ae3", "Ie4", "ie6"});
  EXPECT_TRUE(has(pos, "Ae3xe6"));
  EXPECT_FALSE(has(pos, "Ae3e5"));
}

TEST(Rules, R_ART_3_ArtilleryStaysAgainstANavyAtSea) {
  Position pos = make({"Cj1", "ck12", "Ac4", "nb5"});
  EXPECT_TRUE(has(pos, "Ac4_b5"));
  EXPECT_FALSE(has(pos, "Ac4xb5"));
}

TEST(Rules, R_MSL_1_MissileTwoOrthogonalOneDiagonal) {
  Position pos = make({"Cj1", "ck12", "Sf3"});
  EXPECT_TRUE(has(pos, "Sf3f5"));
  EXPECT_TRUE(has(pos, "Sf3g4"));
  EXPECT_FALSE(has(pos, "Sf3h5"));
  EXPECT_FALSE(has(pos, "Sf3f6"));
}

TEST(Rules, R_MSL_2_MissileCapturesOverPieces) {
  Position pos = make({"Cj1", "ck12", "Sf3", "If4", "if5"});
  EXPECT_TRUE(has(pos, "Sf3xf5"));
}

TEST(Rules, R_AIR_1_AirForceFliesOverPieces) {
  Position pos = make({"Cj1", "ck12", "Fe3", "Ie4", "ie5"});
  EXPECT_TRUE(has(pos, "Fe3e7"));
  EXPECT_TRUE(has(pos, "Fe3xe5"));
  EXPECT_FALSE(has(pos, "Fe3e8"));
}

TEST(Rules, R_AIR_2_AirForceReplacesOrReturnsButReplacesAPlane) {
  Position pos = make({"Cj1", "ck12", "Fe4", "ie7"});
  EXPECT_TRUE(has(pos, "Fe4xe7"));
  EXPECT_TRUE(has(pos, "Fe4_e7"));
  Position plane = make({"Cj1", "ck12", "Fe4", "fe7"});
  EXPECT_TRUE(has(plane, "Fe4xe7"));
  EXPECT_FALSE(has(plane, "Fe4_e7"));
}

TEST(Rules, R_NAVY_1_NavyOnWaterBlockedOnlyByNavies) {
  Position pos = make({"Cj1", "ck12", "Nc3", "Ic5"});
  EXPECT_TRUE(has(pos, "Nc3c7"));   // sails past the infantry on the coast
  EXPECT_TRUE(has(pos, "Nc3&c5"));  // or picks it up
  Position navies = make({"Cj1", "ck12", "Nc3", "Nc5"});
  EXPECT_FALSE(has(navies, "Nc3c6"));
}

TEST(Rules, R_TERR_3_NavyOnTheCoastDoesNotBlockLandPieces) {
  Position official = make({"Cj1", "ck12", "Tc4", "nc5"});
  EXPECT_TRUE(has(official, "Tc4xc5"));
  EXPECT_TRUE(has(official, "Tc4c6"));
  Position cotulenh = make({"Cj1", "ck12", "Tc4", "nc5"}, Side::Red, kCotulenh);
  EXPECT_FALSE(has(cotulenh, "Tc4c6"));
}

TEST(Rules, R_NAVY_2_TorpedoTakesNaviesAtFour) {
  Position pos = make({"Cj1", "ck12", "Nb2", "nb6"});
  EXPECT_TRUE(has(pos, "Nb2xb6"));
}

TEST(Rules, R_NAVY_3_GunStaysInlandReplacesOnTheCoast) {
  Position inland = make({"Cj1", "ck12", "Nc3", "if3"});
  EXPECT_TRUE(has(inland, "Nc3_f3"));
  EXPECT_FALSE(has(inland, "Nc3xf3"));
  Position far = make({"Cj1", "ck12", "Nc3", "ig3"});
  EXPECT_FALSE(has(far, "Nc3_g3"));
  Position coast = make({"Cj1", "ck12", "Nc3", "ic6"});
  EXPECT_TRUE(has(coast, "Nc3xc6"));
}

TEST(Rules, R_HQ_1_HeadquartersNeverMoves) {
  Position pos = make({"Cj1", "ck12", "He5"});
  EXPECT_EQ(count_from(pos, "He5"), 0);
}

TEST(Rules, R_HQ_2_HeroicHeadquartersMovesLikeHeroicInfantry) {
  Position pos = make({"Cj1", "ck12", "+He5"});
  EXPECT_TRUE(has(pos, "+He5e7"));
  EXPECT_TRUE(has(pos, "+He5f6"));
}

// Air defence

TEST(Rules, R_AD_1_ZonesAreDiscs) {
  Position pos = make({"Cj1", "ck12", "Ff3", "sf8"});
  // Missile radius 2: f6 is in (distance 2), e6/g6 are not (1 + 4 > 4).
  EXPECT_TRUE(has(pos, "Ff3\"f6"));
  EXPECT_TRUE(has(pos, "Ff3f5"));
}

TEST(Rules, R_AD_2_ShotDownOnTheWay) {
  Position pos = make({"Cj1", "ck12", "Ff4", "gf8", "if9"});
  // f7 lies in the zone before f8: the capture of the anti-air fails and the plane is lost.
  EXPECT_TRUE(has(pos, "Ff4\"f8"));
  play(pos, "Ff4\"f8");
  EXPECT_TRUE(pos.at(*board::parse_square("f4")).empty());
  EXPECT_FALSE(pos.at(*board::parse_square("f8")).empty());
}

TEST(Rules, R_AD_3_OneForOneInsideAZone) {
  Position pos = make({"Cj1", "ck12", "Fe4", "gf8", "ie8"});
  EXPECT_TRUE(has(pos, "Fe4@e8"));
  EXPECT_FALSE(has(pos, "Fe4xe8"));
  play(pos, "Fe4@e8");
  EXPECT_TRUE(pos.at(*board::parse_square("e4")).empty());
  EXPECT_TRUE(pos.at(*board::parse_square("e8")).empty());
  // Against a commander in a zone, only the plane is lost, so it gives no check.
  Position commander = make({"Cj1", "ce9", "ge10", "Fe5"});
  EXPECT_TRUE(has(commander, "Fe5\"e9"));
  commander.set_side_to_move(Side::Blue);
  EXPECT_FALSE(commander.in_check());
  Position open = make({"Cj1", "ce9", "Fe5"}, Side::Blue);
  EXPECT_TRUE(open.in_check());
}

TEST(Rules, R_AD_4_StealthHeroAndCarriedPlanesAreSafe) {
  Position hero = make({"Cj1", "ck12", "+Ff4", "gf8"});
  EXPECT_TRUE(has(hero, "+Ff4f7"));
  EXPECT_TRUE(has(hero, "+Ff4xf8"));
  Position carried = make({"Cj1", "ck12", "(NF)c4", "gd8"});
  EXPECT_TRUE(has(carried, "(NF)c4c8"));
}

TEST(Rules, R_AD_5_CotulenhZones) {
  Position pos = make({"Cj1", "ck12", "Ff4", "gf8"}, Side::Red, kCotulenh);
  EXPECT_FALSE(has(pos, "Ff4f7"));
  EXPECT_FALSE(has(pos, "Ff4\"f7"));
  EXPECT_TRUE(has(pos, "Ff4@f8"));  // suicide capture
  Position two = make({"Cj1", "ck12", "Ff4", "gf8", "ge7"}, Side::Red, kCotulenh);
  EXPECT_FALSE(has(two, "Ff4@f8"));  // f7 lies in two zones: the flight ends there
}

// Stacks and deploy

TEST(Rules, R_STACK_1_BoardingIsAMove) {
  Position pos = make({"Cj1", "ck12", "Te5", "Ie4"});
  play(pos, "Ie4&e5");
  EXPECT_EQ(stack_text(pos.at(*board::parse_square("e5"))), "(TI)");
  EXPECT_EQ(pos.side_to_move(), Side::Blue);
}

TEST(Rules, R_STACK_2_Capacities) {
  auto valid = [](std::initializer_list<PieceType> types, Stacking s) {
    std::vector<Piece> pieces;
    for (PieceType t : types) pieces.emplace_back(t, Side::Red);
    return arrange_stack(pieces.data(), static_cast<int>(pieces.size()), s).has_value();
  };
  using T = PieceType;
  const auto O = Stacking::Official, K = Stacking::Cotulenh;
  EXPECT_TRUE(valid({T::Navy, T::AirForce, T::AirForce}, O));
  EXPECT_FALSE(valid({T::Navy, T::AirForce, T::AirForce}, K));
  EXPECT_TRUE(valid({T::Navy, T::Tank, T::Tank}, O));
  EXPECT_TRUE(valid({T::Navy, T::Tank, T::Infantry}, O));   // the tank carries the infantry
  EXPECT_FALSE(valid({T::Navy, T::Tank, T::Infantry}, K));
  EXPECT_TRUE(valid({T::Navy, T::AirForce, T::Militia}, O));
  EXPECT_TRUE(valid({T::AirForce, T::Tank, T::Commander}, K));
  EXPECT_FALSE(valid({T::Tank, T::Tank}, O));
  EXPECT_FALSE(valid({T::Tank, T::Infantry, T::Militia}, O));
  EXPECT_TRUE(valid({T::Engineer, T::Missile}, O));
  EXPECT_FALSE(valid({T::Engineer, T::Artillery, T::AntiAir}, O));
  EXPECT_FALSE(valid({T::Headquarters, T::Infantry}, O));
  EXPECT_FALSE(valid({T::Navy, T::Artillery}, O));
  EXPECT_FALSE(valid({T::Navy, T::AirForce, T::Tank, T::Infantry}, O));  // at most three
}

TEST(Rules, R_STACK_3_WholeStackMovesByItsCarrier) {
  Position pos = make({"Cj1", "ck12", "(TI)e5"});
  EXPECT_TRUE(has(pos, "(TI)e5e7"));
  EXPECT_TRUE(has(pos, "Ie5>e6"));
  EXPECT_TRUE(has(pos, "Te5>e7"));
  EXPECT_TRUE(has(pos, "Te5>e7,Ie5>d5"));
  play(pos, "(TI)e5e7");
  EXPECT_TRUE(pos.at(*board::parse_square("e5")).empty());
  EXPECT_EQ(stack_text(pos.at(*board::parse_square("e7"))), "(TI)");
}

TEST(Rules, R_STACK_4_ThreePieceDeployTurn) {
  Position pos = make({"Cj1", "ck12", "(NFT)c5"});
  const std::string turn = "Nc5>c8,Fc5>f8,Tc5>e5";
  ASSERT_TRUE(has(pos, turn));
  play(pos, turn);
  EXPECT_TRUE(pos.at(*board::parse_square("c5")).empty());
  EXPECT_EQ(stack_text(pos.at(*board::parse_square("c8"))), "N");
  EXPECT_EQ(stack_text(pos.at(*board::parse_square("f8"))), "F");
  EXPECT_EQ(stack_text(pos.at(*board::parse_square("e5"))), "T");
  EXPECT_EQ(pos.side_to_move(), Side::Blue);
  // At sea, the navy may not leave its passengers behind on the water.
  Position sea = make({"Cj1", "ck12", "(NFT)b5"});
  EXPECT_FALSE(has(sea, "Nb5>b8"));
  EXPECT_TRUE(has(sea, "Nb5>b8,Fb5>d7,Tb5>c5"));
  // One piece per turn (single mode) ends the turn whatever is left behind.
  EXPECT_TRUE(has(sea, "Nb5>b8", DeployMode::Single));
}

TEST(Rules, R_STACK_5_CapturingAStackRemovesAll) {
  Position pos = make({"Cj1", "ck12", "Ae5", "(ti)e7", "Hh1"});
  play(pos, "Ae5xe7");
  EXPECT_EQ(stack_text(pos.at(*board::parse_square("e7"))), "A");
  EXPECT_EQ(pos.piece_count(Side::Blue), 1);
}

// Heroes

TEST(Rules, R_HERO_1_PiecesThatCheckBecomeHeroes) {
  Position pos = make({"Cj1", "ce12", "Td10"});
  play(pos, "Td10e10");
  EXPECT_TRUE(pos.at(*board::parse_square("e10")).top().heroic());
  EXPECT_TRUE(pos.in_check());
  Position stack = make({"Cj1", "ce12", "(TI)d11"});
  play(stack, "(TI)d11e11");
  const Stack& st = stack.at(*board::parse_square("e11"));
  EXPECT_TRUE(st.pieces[0].heroic());
  EXPECT_TRUE(st.pieces[1].heroic());  // passengers too
}

TEST(Rules, R_HERO_2_HeroesGainRangeAndDiagonals) {
  Position pos = make({"Cj1", "ck12", "+Te5"});
  EXPECT_TRUE(has(pos, "+Te5e8"));
  EXPECT_TRUE(has(pos, "+Te5f6"));
  EXPECT_FALSE(has(pos, "+Te5e9"));
}

TEST(Rules, R_HERO_3_HeroicAirDefenceAndStealthPlanes) {
  Position wide = make({"Cj1", "ck12", "Ff4", "+gf8"});
  EXPECT_TRUE(has(wide, "Ff4\"f6"));
  Position narrow = make({"Cj1", "ck12", "Ff4", "gf8"});
  EXPECT_TRUE(has(narrow, "Ff4f6"));
  Position stealth = make({"Cj1", "ck12", "+Fe4", "fe7"});
  EXPECT_TRUE(has(stealth, "+Fe4_e7"));
}

TEST(Rules, R_HERO_4_LastGuard) {
  Position pos = make({"Cj1", "ck12", "He5", "ih9", "ih10"}, Side::Blue);
  play(pos, "Ih10h11");
  EXPECT_TRUE(pos.at(*board::parse_square("e5")).top().heroic());
  EXPECT_FALSE(pos.at(*board::parse_square("h9")).top().heroic());
}

// Commanders

TEST(Rules, R_FACE_1_CommandersMayNotFace) {
  Position pos = make({"Ce1", "ce12", "Ie5"});
  EXPECT_FALSE(has(pos, "Ie5d5"));
  EXPECT_TRUE(has(pos, "Ie5e6"));
  Position facing = make({"Ce1", "ce12"});
  EXPECT_TRUE(has(facing, "Ce1xe12"));
  EXPECT_TRUE(facing.in_check());
}

TEST(Rules, R_FACE_2_ACarriedCommanderFacesNobody) {
  Position pos = make({"(TC)e1", "ce12", "Ie5"});
  EXPECT_TRUE(has(pos, "Ie5d5"));
}

TEST(Rules, R_SHELTER_1_OnlyTheCommanderEntersItsHeadquarters) {
  Position pos = make({"Ce1", "ck12", "He2", "Id2"});
  EXPECT_TRUE(has(pos, "Ce1&e2"));
  EXPECT_FALSE(has(pos, "Id2&e2"));
}

TEST(Rules, R_SHELTER_2_DirectFireDestroysOnlyTheHeadquarters) {
  Position tank = make({"Cj1", "(hc)e10", "Te8", "Hh1"});
  EXPECT_TRUE(has(tank, "Te8_e10"));
  play(tank, "Te8_e10");
  EXPECT_EQ(stack_text(tank.at(*board::parse_square("e10"))), "c");
  EXPECT_EQ(stack_text(tank.at(*board::parse_square("e8"))), "+T");  // stayed, and now checks: a hero
  EXPECT_TRUE(tank.in_check());
  Position artillery = make({"Cj1", "(hc)e10", "Ae8"});
  play(artillery, "Ae8xe10");
  EXPECT_FALSE(artillery.commander(Side::Blue).valid());
}

// Check and the end of the game

TEST(Rules, R_CHECK_1_Check) {
  EXPECT_TRUE(make({"Cj1", "ce12", "Te10"}, Side::Blue).in_check());
  EXPECT_FALSE(make({"Cj1", "ce12", "Te9"}, Side::Blue).in_check());
  EXPECT_FALSE(make({"Cj1", "(hc)e12", "Te10"}, Side::Blue).in_check());  // sheltered from direct fire
  EXPECT_TRUE(make({"Cj1", "(hc)e12", "Ae10"}, Side::Blue).in_check());
}

TEST(Rules, R_CHECK_2_NoMoveMayLeaveTheCommanderInCheck) {
  Position pos = make({"Ce1", "ck12", "te3", "Ic5"});
  EXPECT_TRUE(pos.in_check());
  EXPECT_FALSE(has(pos, "Ic5c6"));
  EXPECT_TRUE(has(pos, "Ce1d1"));
}

TEST(Rules, R_CHECK_3_Checkmate) {
  Game game(make({"Cj1", "cg12", "if12", "ih12", "Tg10"}, Side::Blue));
  const GameResult r = game.result();
  EXPECT_EQ(r.outcome, Outcome::Checkmate);
  EXPECT_EQ(r.winner, Side::Red);
}

TEST(Rules, R_CHECK_4_Stalemate) {
  Game game(make({"Cj1", "cc12", "Ic10", "Td10", "Ie12"}, Side::Blue));
  EXPECT_FALSE(game.position().in_check());
  const GameResult r = game.result();
  EXPECT_EQ(r.outcome, Outcome::Stalemate);
  EXPECT_FALSE(r.winner.has_value());
}

TEST(Rules, R_CHECK_5_ThreefoldRepetition) {
  Game game(Position::start());
  auto play_lan = [&](const std::string& lan) {
    for (const Turn& t : MoveList(game.position()))
      if (to_lan(game.position(), t) == lan) return game.play(t);
    ADD_FAILURE() << lan;
  };
  for (int round = 0; round < 2; ++round) {
    EXPECT_EQ(game.result().outcome, Outcome::Ongoing);
    for (const char* lan : {"Ic5c6", "Ic8c7", "Ic6c5", "Ic7c8"}) play_lan(lan);
  }
  EXPECT_EQ(game.repetitions(), 3);
  EXPECT_EQ(game.result().outcome, Outcome::Repetition);
}

TEST(Rules, R_MODE_1_TacticalBattlesEndEarly) {
  Game naval(make({"Cj1", "ck12", "Ac5", "nc7"}), GameMode::Naval);
  for (const Turn& t : MoveList(naval.position()))
    if (to_lan(naval.position(), t) == "Ac5xc7") naval.play(t);
  ASSERT_EQ(naval.turns().size(), 1u);
  EXPECT_EQ(naval.result().outcome, Outcome::BattleWon);
  EXPECT_EQ(naval.result().winner, Side::Red);
  EXPECT_EQ(naval.score(Side::Red), 80 + 160);
}

TEST(Rules, R_SCORE_1_CapturedPiecesScoreTheirValue) {
  Game game(make({"Cj1", "ck12", "Ae5", "+te7", "ie4"}));
  for (const Turn& t : MoveList(game.position()))
    if (to_lan(game.position(), t) == "Ae5xe7") game.play(t);
  EXPECT_EQ(game.score(Side::Red), 20 + 10);  // a heroic tank
  EXPECT_EQ(game.score(Side::Blue), 0);
  EXPECT_EQ(Game::mode_bonus(GameMode::Full), 200);
  EXPECT_EQ(Game::mode_bonus(GameMode::Land), 120);
}

}  // namespace
}  // namespace saban::test
